// What `pnpm start` runs: every part, its folder, its port and the variable that moves it, as
// the registry of the portal's parts lists them (tooling/build-config/portal-parts.json).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { API, HOST, REMOTES } from '../../tooling/build-config/portal-parts.js';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

function portFrom(env, name, fallback) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number (1-65535), got '${raw}'`);
  }
  return port;
}

/** The parts to run with the ports the environment asks for (a remote without its folder: none). */
export function portalParts(env = process.env) {
  const withPort = (part, label) => ({
    ...part,
    label,
    packageName: `@portal/${part.dir}`,
    port: portFrom(env, part.portEnv, part.port),
  });
  const api = withPort(API, 'API');
  const host = withPort(HOST, 'host');
  const remotes = REMOTES.filter((remote) =>
    existsSync(join(ROOT, remote.dir, 'package.json')),
  ).map((remote) => withPort(remote, remote.dir));
  return { api, host, remotes };
}

/** The file whose presence means a part is built. */
export function builtMarker(part) {
  if (part.dir === 'api') return join(ROOT, 'api', 'dist', 'server.js');
  if (part.dir === 'host') return join(ROOT, 'host', 'dist', 'index.html');
  return join(ROOT, part.dir, 'dist', 'mf-manifest.json');
}

/**
 * What a part's build reads besides its own folder: the workspace packages it imports (of the
 * page server, only the names the browser shares with it).
 */
export const BUILD_INPUTS = [
  'shared',
  'remote-kit',
  'contract',
  'tooling/build-config',
  'page-server/src/page-names.js',
];
const NOT_INPUTS = new Set(['node_modules', 'dist', 'coverage']);

function newestMtime(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    // Dot folders (.data, .cache) hold runtime state, not sources.
    if (!NOT_INPUTS.has(entry) && !entry.startsWith('.'))
      newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when the part has no build, or a source it builds from changed after the build. */
export function needsBuild(part) {
  const marker = statSync(builtMarker(part), { throwIfNoEntry: false });
  if (!marker) return true;
  const inputs = [part.dir, ...BUILD_INPUTS].map((dir) => newestMtime(join(ROOT, dir)));
  return Math.max(...inputs) > marker.mtimeMs;
}
