// Runs the production portal through scripts/start.mjs on the bench's own ports, with a
// fresh SQLite file, so a benchmark never meets a developer's portal or data.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { portEnvironment, portsFrom } from '../../tooling/build-config/portal-parts.js';
import { ROOT } from './paths.mjs';

const BASE = Number(process.env.BENCH_PORT_BASE ?? 3300);

/** `{ host, api, remotes: { remote_auth, … } }` moved to BASE (the registry's), and the baseline's. */
export const PORTS = { ...portsFrom(BASE), singleBundle: BASE + 10 };

export const origin = (port) => `http://localhost:${port}`;

/** Starts the portal (building what is stale) and resolves to its stop function. */
export async function startPortal({ log, extraCorsOrigins = [] }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const appPorts = [PORTS.host, ...Object.values(PORTS.remotes)];
  const portal = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...portEnvironment(PORTS),
      PORTAL_DATA_DIR: dataDir,
      CORS_ORIGINS: [...appPorts.map(origin), ...extraCorsOrigins].join(','),
      // Every run signs in; the per-IP login limit is not what is measured.
      LOGIN_IP_MAX: '100000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((done) => portal.once('exit', done));

  await new Promise((resolve, reject) => {
    let output = '';
    portal.stdout.on('data', (chunk) => {
      output += chunk.toString();
      if (/building|start:/.test(chunk.toString())) log(chunk.toString().trim());
      if (output.includes(`running: ${origin(PORTS.host)}`)) resolve();
    });
    exited.then((code) =>
      reject(new Error(`scripts/start.mjs exited (${code}) before the portal was up`)),
    );
  });

  return async function stopPortal() {
    portal.kill('SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
