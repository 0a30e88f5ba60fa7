// The registry of the portal's parts (portal-parts.json): the host, the API and each remote
// with its folder, default port and the variable that moves it; a remote also with its
// federation name (its key) and the area of the portal it provides (the host's fallback
// names it). The one list of remotes: scripts, webpack configs, e2e, bench and the runtime's
// `RemoteName` (@portal/shared) read it; nothing else names them all. Plain CommonJS and
// JSON, so Node, webpack and TypeScript read it without a build (docs/architecture.md,
// "Add a remote").
const path = require('node:path');
const registry = require('./portal-parts.json');

/** The host's and the API's folder, default port and port variable. */
const HOST = registry.host;
const API = registry.api;

/** Every remote in the portal's order: `{ name, dir, port, portEnv, area, packageName }`. */
const REMOTES = Object.entries(registry.remotes).map(([name, remote]) => ({
  name,
  ...remote,
  packageName: `@portal/${remote.dir}`,
}));

/** The remote whose folder is `dir` (a path or a folder name), else undefined. */
function remoteInFolder(dir) {
  const folder = path.basename(dir);
  return REMOTES.find((remote) => remote.dir === folder);
}

/** The area each remote provides, by federation name (the host's fallback titles). */
function remoteAreas() {
  return Object.fromEntries(REMOTES.map((remote) => [remote.name, remote.area]));
}

/**
 * Every part's port moved together: the host on `base`, the others as far from it as their
 * defaults are from the host's (3100 → remotes 3101…, API 4100). For a second portal beside a
 * developer's own (e2e, bench).
 */
function portsFrom(base) {
  const moved = (port) => base + port - HOST.port;
  return {
    host: base,
    api: moved(API.port),
    remotes: Object.fromEntries(REMOTES.map((remote) => [remote.name, moved(remote.port)])),
  };
}

/** The environment that makes `pnpm start` (scripts/start.mjs) use `ports` (see portsFrom). */
function portEnvironment(ports) {
  return {
    [HOST.portEnv]: String(ports.host),
    [API.portEnv]: String(ports.api),
    ...Object.fromEntries(
      REMOTES.map((remote) => [remote.portEnv, String(ports.remotes[remote.name])]),
    ),
  };
}

const origin = (port) => `http://localhost:${port}`;

/** Which origins a local portal lets a tab load a remote from (docs/deployment.md). */
const LOCAL_OVERRIDE_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

/**
 * The runtime config (portal.config.json) of a portal on localhost with these ports: the
 * API's URL and each remote's manifest. Defaults: every part's default port, which the
 * host's build writes as its portal.config.json (the dev servers').
 */
function localPortalConfig({
  apiPort = API.port,
  remotePorts = portsFrom(HOST.port).remotes,
  overrideOrigins = LOCAL_OVERRIDE_ORIGINS,
} = {}) {
  return {
    apiBaseUrl: origin(apiPort),
    remotes: Object.fromEntries(
      REMOTES.filter((remote) => remotePorts[remote.name] !== undefined).map((remote) => [
        remote.name,
        `${origin(remotePorts[remote.name])}/mf-manifest.json`,
      ]),
    ),
    overrideOrigins,
  };
}

module.exports = {
  API,
  HOST,
  LOCAL_OVERRIDE_ORIGINS,
  REMOTES,
  localPortalConfig,
  portEnvironment,
  portsFrom,
  remoteAreas,
  remoteInFolder,
};
