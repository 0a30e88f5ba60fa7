#!/usr/bin/env node
// `pnpm start`: builds what is missing or stale, then runs the whole portal as separate deployments
// would: the API, each remote on its own origin and the host, which learns where they all
// are from a generated /portal.config.json. See docs/deployment.md.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, utimesSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { builtMarker, needsBuild, portalParts, ROOT } from './lib/portal-parts.mjs';
import { pnpmCommand } from './lib/pnpm-command.mjs';
import { isPortFree, waitForHttp } from './lib/ports.mjs';
import { securityHeaders } from './lib/security-headers.mjs';
import { serveDist } from './lib/static-server.mjs';

function fail(message) {
  console.error(`start: ${message}`);
  process.exit(1);
}

function buildMissing(parts) {
  const missing = parts.filter(needsBuild);
  if (missing.length === 0) return;
  if (process.env.PORTAL_SKIP_BUILD === '1') {
    fail(
      `not built or older than their sources: ${missing.map((part) => part.dir).join(', ')} (PORTAL_SKIP_BUILD=1 is set). Run pnpm build first.`,
    );
  }
  console.log(`start: building ${missing.map((part) => part.packageName).join(', ')} …`);
  const [command, prefix] = pnpmCommand();
  const filters = missing.flatMap((part) => ['--filter', part.packageName]);
  const result = spawnSync(command, [...prefix, ...filters, 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) fail('the build failed (see above).');
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

function startApi(api, origins) {
  const env = { ...process.env, PORT: String(api.port) };
  delete env.API_PORT;
  if (!env.CORS_ORIGINS) env.CORS_ORIGINS = origins.join(',');
  // Request logs would bury the URL banner; LOG_LEVEL=info brings them back.
  if (!env.LOG_LEVEL) env.LOG_LEVEL = 'warn';
  if (process.env.PORTAL_DATA_DIR && !env.SQLITE_PATH && !env.DATABASE_URL) {
    const dataDir = resolve(process.env.PORTAL_DATA_DIR);
    mkdirSync(dataDir, { recursive: true });
    env.SQLITE_PATH = join(dataDir, 'portal.sqlite');
  }
  return spawn(process.execPath, [join(ROOT, 'api', 'dist', 'server.js')], {
    cwd: join(ROOT, 'api'),
    env,
    stdio: 'inherit',
  });
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
  buildMissing(all);

  const origin = (port) => `http://localhost:${port}`;
  const portalConfig = () => ({
    apiBaseUrl: origin(api.port),
    remotes: Object.fromEntries(
      remotes.map((remote) => [remote.name, `${origin(remote.port)}/mf-manifest.json`]),
    ),
  });

  const apiProcess = startApi(
    api,
    [host, ...remotes].flatMap((part) => [origin(part.port), `http://127.0.0.1:${part.port}`]),
  );
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
        headers: securityHeaders({ connectOrigins: [origin(api.port)] }),
      }),
    );
  }
  servers.push(
    await serveDist({
      dir: join(ROOT, 'host', 'dist'),
      port: host.port,
      spa: true,
      headers: securityHeaders({
        scriptOrigins: remoteOrigins,
        connectOrigins: [origin(api.port), ...remoteOrigins],
      }),
      routes: { '/portal.config.json': portalConfig },
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
    [
      '',
      `Enterprise Portal is running: ${origin(host.port)}`,
      '',
      '  Demo sign-ins:',
      '    staff@example.com / staff12345   member of Acme Corp',
      '    admin@example.com / admin12345   admin, every tenant',
      '',
      `  API ${origin(api.port)} · ${remotes.map((remote) => `${remote.dir} ${origin(remote.port)}`).join(' · ')}`,
      '  Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
