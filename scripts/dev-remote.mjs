#!/usr/bin/env node
// `pnpm dev:remote <name>`: one remote team's dev loop (docs/deployment.md). Starts the API if
// nothing answers at its URL, the remote's dev server (hot reload) on a free port, and
// prints both ways in: the remote's standalone page and the portal with the override.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { startApi } from './lib/api-process.mjs';
import { needsBuild, portalParts, ROOT } from './lib/portal-parts.mjs';
import { pnpmCommand } from './lib/pnpm-command.mjs';
import { isPortFree, waitForHttp } from './lib/ports.mjs';

/** A dev server's first port: 3010 + the remote's place (remote-artifacts: 3012). */
const DEV_PORT_BASE = 3010;

function fail(message) {
  console.error(`dev:remote: ${message}`);
  process.exit(1);
}

/** `artifacts`, `remote-artifacts` and `remote_artifacts` all name remote-artifacts. */
function findRemote(remotes, asked) {
  const wanted = `remote-${asked.replace(/^remote[-_]/, '')}`;
  return remotes.find((remote) => remote.dir === wanted);
}

async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

async function freePort(from) {
  for (let port = from; port < from + 100; port += 1) {
    if (await isPortFree(port)) return port;
  }
  fail(`no free port between ${from} and ${from + 99}`);
}

function buildApiIfStale(api) {
  if (!needsBuild(api)) return;
  console.log('dev:remote: building @portal/api …');
  const [command, prefix] = pnpmCommand();
  const result = spawnSync(command, [...prefix, '--filter', api.packageName, 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) fail('the API build failed (see above).');
}

async function main() {
  const { api, host, remotes } = portalParts();
  const asked = process.argv[2];
  const remote = asked && findRemote(remotes, asked);
  if (!remote) {
    fail(`usage: pnpm dev:remote <${remotes.map((part) => part.dir).join('|')}>`);
  }

  const children = [];
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  const apiUrl = process.env.PORTAL_API_URL?.trim() || `http://localhost:${api.port}`;
  let apiNote = 'already running';
  if (!(await answers(`${apiUrl}/api/health`))) {
    if (process.env.PORTAL_API_URL) fail(`the API at ${apiUrl} does not answer.`);
    buildApiIfStale(api);
    const hostOrigins = [host, ...remotes].map((part) => `http://localhost:${part.port}`);
    const apiProcess = startApi(api, hostOrigins);
    children.push(apiProcess);
    apiProcess.once('exit', (code) => fail(`the API stopped (exit code ${code}).`));
    await waitForHttp(`${apiUrl}/api/health`, { isAlive: () => apiProcess.exitCode === null });
    apiNote = 'started here';
  }

  const place = remotes.indexOf(remote) + 1;
  const port = process.env.DEV_REMOTE_PORT
    ? Number(process.env.DEV_REMOTE_PORT)
    : await freePort(DEV_PORT_BASE + place);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    fail(`DEV_REMOTE_PORT must be a port number (1-65535), got '${process.env.DEV_REMOTE_PORT}'`);
  }
  if (!(await isPortFree(port))) fail(`port ${port} is already in use; set DEV_REMOTE_PORT.`);
  const remoteDir = join(ROOT, remote.dir);
  const devServer = spawn(
    join(remoteDir, 'node_modules', '.bin', 'webpack'),
    ['serve', '--mode', 'development', '--port', String(port)],
    { cwd: remoteDir, env: { ...process.env, PORTAL_API_URL: apiUrl }, stdio: 'inherit' },
  );
  children.push(devServer);
  devServer.once('exit', (code) => fail(`the dev server stopped (exit code ${code}).`));

  const origin = `http://localhost:${port}`;
  await waitForHttp(`${origin}/mf-manifest.json`, {
    timeoutMs: 5 * 60_000,
    isAlive: () => devServer.exitCode === null,
  });
  console.log(
    [
      '',
      `${remote.dir} dev server (hot reload): ${origin}`,
      '',
      `  standalone:    ${origin}/`,
      `  in the portal: http://localhost:${host.port}/?${remote.name}=${origin}/mf-manifest.json`,
      '                 (a portal of `pnpm start`; its banner resets the override)',
      `  API:           ${apiUrl} (${apiNote})`,
      '  Ctrl-C stops what this started.',
      '',
    ].join('\n'),
  );
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
