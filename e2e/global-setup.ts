import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { portEnvironment } from '../tooling/build-config/portal-parts';
import { chromiumPath } from './support/chromium';
import { HOST_URL, OVERRIDE_ORIGINS, PORTS } from './support/portal';

const ROOT = resolve(__dirname, '..');
const START_TIMEOUT_MS = 10 * 60_000;

/**
 * Starts the whole portal through `pnpm start`'s script (building what is missing) with a
 * fresh SQLite database, and returns the teardown that stops it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  chromiumPath();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const portal = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...portEnvironment(PORTS),
      PORTAL_DATA_DIR: dataDir,
      // Exactly one origin, so the dev-loop test proves that any other is refused.
      PORTAL_OVERRIDE_ORIGINS: OVERRIDE_ORIGINS.join(','),
      // Every test signs in; the per-IP login limit is the API suite's to test.
      LOGIN_IP_MAX: '10000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });

  let output = '';
  await new Promise<void>((resolveStart, rejectStart) => {
    const timer = setTimeout(
      () => rejectStart(new Error(`the portal did not start within ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
    portal.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
      if (output.includes(`running: ${HOST_URL}`)) {
        clearTimeout(timer);
        resolveStart();
      }
    });
    portal.once('exit', (code) => {
      clearTimeout(timer);
      rejectStart(new Error(`scripts/start.mjs exited (${code}) before the portal was up`));
    });
  });

  return async () => {
    const exited = new Promise((done) => portal.once('exit', done));
    portal.kill('SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
