#!/usr/bin/env node
// `pnpm start`: builds what is missing or stale, then runs the whole portal as separate deployments
// would: the API, each remote on its own origin and the host, which learns where they all
// are from a generated /portal.config.json. See docs/deployment.md.
import { utimesSync } from 'node:fs';
import { join, relative } from 'node:path';
import { localPortalConfig } from '../tooling/build-config/portal-parts.js';
import { apiEnv, startApi } from './lib/api-process.mjs';
import { BUILD_LOG_DIR, buildParts } from './lib/build-parts.mjs';
import { overrideOrigins, withWebSockets } from './lib/override-origins.mjs';
import { builtMarker, needsBuild, portalParts, ROOT } from './lib/portal-parts.mjs';
import { portalPage } from '../page-server/src/portal-page.mjs';
import { isPortFree, waitForHttp } from './lib/ports.mjs';
import { apiSetup, startBanner } from './lib/start-banner.mjs';
import { serveDist } from '../page-server/src/static-server.mjs';

function fail(message) {
  console.error(`start: ${message}`);
  process.exit(1);
}

async function buildMissing(parts) {
  const missing = parts.filter(needsBuild);
  if (missing.length === 0) return;
  if (process.env.PORTAL_SKIP_BUILD === '1') {
    fail(
      `not built or older than their sources: ${missing.map((part) => part.dir).join(', ')} (PORTAL_SKIP_BUILD=1 is set). Run pnpm build first.`,
    );
  }
  console.log(
    `start: building ${missing.map((part) => part.dir).join(', ')}; their output goes to ${relative(process.cwd(), BUILD_LOG_DIR)}/`,
  );
  const failed = await buildParts(missing);
  if (failed.length > 0)
    fail(`the build of ${failed.map((part) => part.dir).join(', ')} failed (see above).`);
  // webpack leaves unchanged files untouched, so a rebuild that changed nothing would look stale.
  const now = new Date();
  for (const part of missing) utimesSync(builtMarker(part), now, now);
}

async function checkPortsFree(parts) {
  const seen = new Map();
  for (const part of parts) {
    if (seen.has(part.port)) {
      fail(
        `${part.label} and ${seen.get(part.port).label} both want port ${part.port}; set ${part.portEnv} to another port.`,
      );
    }
    seen.set(part.port, part);
    if (!(await isPortFree(part.port))) {
      fail(
        `port ${part.port} (${part.label}) is already in use; stop what runs there or set ${part.portEnv} to another port.`,
      );
    }
  }
}

async function main() {
  let parts;
  try {
    parts = portalParts();
  } catch (error) {
    fail(error.message);
  }
  const { api, host, remotes } = parts;
  const all = [api, ...remotes, host];

  await checkPortsFree(all);
  await buildMissing(all);

  const origin = (port) => `http://localhost:${port}`;
  // Where a tab may plug in a remote's dev server instead (`pnpm dev:remote`).
  const overrides = overrideOrigins();
  const portalConfig = () =>
    localPortalConfig({
      apiPort: api.port,
      remotePorts: Object.fromEntries(remotes.map((remote) => [remote.name, remote.port])),
      overrideOrigins: overrides,
    });
  // A remote's standalone page (remote-kit's standalone shell) asks its origin for the API.
  const standaloneConfig = () => ({ apiBaseUrl: origin(api.port), remotes: {} });

  const apiOrigins = [host, ...remotes].flatMap((part) => [
    origin(part.port),
    `http://127.0.0.1:${part.port}`,
  ]);
  const apiProcess = startApi(api, apiOrigins);
  let apiExited = false;
  let stopping = false;
  const servers = [];
  apiProcess.on('exit', (code, signal) => {
    apiExited = true;
    if (stopping) return;
    console.error(
      `start: the API stopped (${signal ?? `exit code ${code}`}); stopping the portal.`,
    );
    for (const server of servers) server.close();
    process.exit(1);
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const server of servers) server.close();
    if (!apiExited) apiProcess.kill('SIGTERM');
    const force = setTimeout(() => apiProcess.kill('SIGKILL'), 5_000);
    force.unref();
    apiProcess.once('exit', () => process.exit(0));
    if (apiExited) process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  const remoteOrigins = remotes.map((remote) => origin(remote.port));
  for (const remote of remotes) {
    servers.push(
      await serveDist({
        dir: join(ROOT, remote.dir, 'dist'),
        port: remote.port,
        cors: true,
        spa: true,
        // A remote's own standalone page calls the API.
        security: { connectOrigins: [origin(api.port)] },
        routes: { '/portal.config.json': standaloneConfig },
      }),
    );
  }
  servers.push(
    await serveDist({
      dir: join(ROOT, 'host', 'dist'),
      port: host.port,
      spa: true,
      security: {
        scriptOrigins: [...remoteOrigins, ...overrides],
        connectOrigins: [origin(api.port), ...remoteOrigins, ...withWebSockets(overrides)],
      },
      routes: { '/portal.config.json': portalConfig },
      // The page carries the config and the route's preload hints (docs/deployment.md).
      page: portalPage({ dir: join(ROOT, 'host', 'dist'), config: portalConfig }),
    }),
  );

  try {
    await Promise.all([
      waitForHttp(`${origin(api.port)}/api/health`, { isAlive: () => !apiExited }),
      ...remotes.map((remote) => waitForHttp(`${origin(remote.port)}/mf-manifest.json`)),
      waitForHttp(`${origin(host.port)}/portal.config.json`),
    ]);
  } catch (error) {
    if (stopping) return;
    console.error(`start: ${error.message}`);
    stop();
    return;
  }

  console.log(
    startBanner({
      hostUrl: origin(host.port),
      apiUrl: origin(api.port),
      remotes: remotes.map((remote) => ({ dir: remote.dir, url: origin(remote.port) })),
      ...(await apiSetup(apiEnv(api, apiOrigins))),
    }),
  );
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
