// The single-bundle baseline's stand-in for host/src/remotes/federation.ts: the same
// functions, but every remote's exposed page (and prefetch) is imported statically.
// Generated from the remotes' own webpack configs, so it lists exactly what they expose.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES } from '../../../tooling/build-config/portal-parts.js';
import { requireFrom, ROOT } from '../paths.mjs';

/** Every remote's folder, in the registry's order. */
export const REMOTE_DIRS = REMOTES.map((remote) => remote.dir);

/** `{ name, exposes }` of a remote, read from the federation plugin its config creates. */
function federationOptions(dir) {
  // A production remote builds two configs: the app, then its federation-runtime.js.
  const configs = [
    requireFrom(dir)(join(ROOT, dir, 'webpack.config.js'))({}, { mode: 'production' }),
  ].flat();
  const plugin = configs
    .flatMap((config) => config.plugins)
    .find((candidate) => candidate?.constructor?.name === 'ModuleFederationPlugin');
  return plugin._options;
}

/** Writes the module into `outDir` and returns its path. */
export function writeStaticRemotePages(outDir) {
  const imports = [];
  const entries = [];
  for (const dir of REMOTE_DIRS) {
    const { name, exposes } = federationOptions(dir);
    for (const [key, file] of Object.entries(exposes)) {
      if (key === './mount') continue; // single-spa lifecycles: not a page of the portal
      const id = `page${imports.length}`;
      imports.push(`import * as ${id} from ${JSON.stringify(join(ROOT, dir, file))};`);
      entries.push(`  ${JSON.stringify(`${name}/${key.slice(2)}`)}: ${id},`);
    }
  }
  const source = `${imports.join('\n')}
const pages = {
${entries.join('\n')}
};
export function registerPortalRemotes() {}
// One bundle holds one antd: its pages share the host's contexts without being offered them.
export function offerAntdContexts() {}
export async function loadRemotePage(remote, module) {
  const page = pages[remote + '/' + module];
  if (!page) throw new Error(remote + '/' + module + ' is not in the single bundle.');
  return page.default;
}
export async function loadRemotePrefetch(remote, module) {
  const exposed = pages[remote + '/' + module];
  if (!exposed) throw new Error(remote + '/' + module + ' is not in the single bundle.');
  return exposed;
}
`;
  const file = join(outDir, 'static-remote-pages.js');
  writeFileSync(file, source);
  return file;
}
