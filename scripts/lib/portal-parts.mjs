// What `pnpm start` runs: every part, its folder, its port and the variable that moves it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

/** Remotes in the order the portal lists them; a remote whose folder is absent is skipped. */
const REMOTES = [
  { name: 'remote_auth', dir: 'remote-auth', portEnv: 'REMOTE_AUTH_PORT', defaultPort: 3001 },
  {
    name: 'remote_artifacts',
    dir: 'remote-artifacts',
    portEnv: 'REMOTE_ARTIFACTS_PORT',
    defaultPort: 3002,
  },
  {
    name: 'remote_instructions',
    dir: 'remote-instructions',
    portEnv: 'REMOTE_INSTRUCTIONS_PORT',
    defaultPort: 3003,
  },
  {
    name: 'remote_settings',
    dir: 'remote-settings',
    portEnv: 'REMOTE_SETTINGS_PORT',
    defaultPort: 3004,
  },
];

function portFrom(env, name, fallback) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number (1-65535), got '${raw}'`);
  }
  return port;
}

function withPackage(part) {
  return { ...part, packageName: `@portal/${part.dir}` };
}

/** The parts to run with the ports the environment asks for. */
export function portalParts(env = process.env) {
  const api = withPackage({
    dir: 'api',
    label: 'API',
    portEnv: 'API_PORT',
    port: portFrom(env, 'API_PORT', 4000),
  });
  const host = withPackage({
    dir: 'host',
    label: 'host',
    portEnv: 'HOST_PORT',
    port: portFrom(env, 'HOST_PORT', 3000),
  });
  const remotes = REMOTES.filter((remote) =>
    existsSync(join(ROOT, remote.dir, 'package.json')),
  ).map((remote) =>
    withPackage({
      ...remote,
      label: remote.dir,
      port: portFrom(env, remote.portEnv, remote.defaultPort),
    }),
  );
  return { api, host, remotes };
}

/** The file whose presence means a part is built. */
export function builtMarker(part) {
  if (part.dir === 'api') return join(ROOT, 'api', 'dist', 'server.js');
  if (part.dir === 'host') return join(ROOT, 'host', 'dist', 'index.html');
  return join(ROOT, part.dir, 'dist', 'mf-manifest.json');
}

/** What a part's build reads besides its own folder: the workspace packages it imports. */
const BUILD_INPUTS = ['shared', 'contract', 'tooling/build-config'];
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
