// The baseline: the host built as ONE bundle with every remote page compiled in, no module
// federation. It reuses the host's own webpack config and swaps, at build time only, the
// module that loads remotes (host/src/remotes/federation.ts) for static imports; host/src
// itself never imports a remote. See docs/architecture.md.
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requireFrom, ROOT } from '../paths.mjs';
import { REMOTE_DIRS, writeStaticRemotePages } from './static-remote-pages.mjs';

export const SINGLE_BUNDLE_DIST = join(tmpdir(), 'portal-bench-single-bundle', 'dist');

function singleBundleConfig(generatedDir) {
  const requireHost = requireFrom('host');
  // The app's configuration only (the first), not its pre-rendered shell's: the baseline's
  // server sends index.html as built.
  const [config] = [
    requireHost(join(ROOT, 'host', 'webpack.config.js'))({}, { mode: 'production' }),
  ].flat();
  const staticPages = writeStaticRemotePages(generatedDir);
  // No federation, and the page as the host's was before its preload hints: the baseline
  // stays the plain single bundle the federated portal is compared with.
  config.plugins = config.plugins.filter(
    (plugin) =>
      !['ModuleFederationPlugin', 'PreloadHintsPlugin'].includes(plugin?.constructor?.name),
  );
  config.output = {
    ...config.output,
    path: SINGLE_BUNDLE_DIST,
    uniqueName: 'portal_single_bundle',
  };
  config.resolve = {
    ...config.resolve,
    alias: { [join(ROOT, 'host', 'src', 'remotes', 'federation.ts')]: staticPages },
  };
  // One bundle: the remotes' pages load with the host, not as chunks on demand.
  config.optimization = { ...config.optimization, splitChunks: false };
  const swcRule = config.module.rules[0];
  swcRule.include = [
    ...swcRule.include,
    generatedDir,
    ...REMOTE_DIRS.map((dir) => join(ROOT, dir, 'src')),
    // Build-time packages the remotes compile in (the host's config lists only its own).
    join(ROOT, 'remote-kit', 'src'),
  ];
  return { config, webpack: requireHost('webpack') };
}

/** Builds the baseline into SINGLE_BUNDLE_DIST (a temp folder, rebuilt on every run). */
export async function buildSingleBundle({ log }) {
  const generatedDir = join(tmpdir(), 'portal-bench-single-bundle', 'generated');
  rmSync(join(tmpdir(), 'portal-bench-single-bundle'), { recursive: true, force: true });
  mkdirSync(generatedDir, { recursive: true });
  const { config, webpack } = singleBundleConfig(generatedDir);
  log('building the single-bundle baseline …');
  const stats = await new Promise((resolve, reject) =>
    webpack(config, (error, result) => (error ? reject(error) : resolve(result))),
  );
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
  return SINGLE_BUNDLE_DIST;
}
