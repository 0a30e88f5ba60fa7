// Runs the production portal through scripts/start.mjs on the bench's own ports, with a
// fresh SQLite file, so a benchmark never meets a developer's portal or data.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';

const BASE = Number(process.env.BENCH_PORT_BASE ?? 3300);

export const PORTS = {
  host: BASE,
  remote_auth: BASE + 1,
  remote_artifacts: BASE + 2,
  remote_instructions: BASE + 3,
  remote_settings: BASE + 4,
  api: BASE + 1000,
  singleBundle: BASE + 10,
};

export const origin = (port) => `http://localhost:${port}`;

/** Starts the portal (building what is stale) and resolves to its stop function. */
export async function startPortal({ log, extraCorsOrigins = [] }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const appPorts = [
    PORTS.host,
    PORTS.remote_auth,
    PORTS.remote_artifacts,
    PORTS.remote_instructions,
    PORTS.remote_settings,
  ];
  const portal = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST_PORT: String(PORTS.host),
      REMOTE_AUTH_PORT: String(PORTS.remote_auth),
      REMOTE_ARTIFACTS_PORT: String(PORTS.remote_artifacts),
      REMOTE_INSTRUCTIONS_PORT: String(PORTS.remote_instructions),
      REMOTE_SETTINGS_PORT: String(PORTS.remote_settings),
      API_PORT: String(PORTS.api),
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
