import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startFakeModelServer } from '../api/test/helpers/fake-model-server';
import { portEnvironment } from '../tooling/build-config/portal-parts';
import { chromiumPath } from './support/chromium';
import { answerByRequest, FAKE_MODEL_NAME, FAKE_SECOND_MODEL } from './support/fake-model';
import { HOST_URL, OVERRIDE_ORIGINS, PORTS } from './support/portal';

const ROOT = resolve(__dirname, '..');
/**
 * How long scripts/start.mjs may go without a word before the start counts as hung. Not a limit
 * on the whole start: it builds whatever is stale first, which on a busy two-core machine took
 * longer than the ten minutes that used to bound everything (the run failed with the builds
 * nearly done), and every package it builds prints as it finishes. Its own waits for the
 * servers end in a minute each.
 */
const SILENCE_TIMEOUT_MS = 10 * 60_000;
const BANNER_END = 'Ctrl-C stops everything.';

/**
 * Starts the whole portal through `pnpm start`'s script (building what is missing) with a
 * fresh SQLite database and a local fake model server, and returns the teardown that stops
 * them.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  chromiumPath();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const model = await startFakeModelServer();
  model.answerWith(answerByRequest);
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
      MODEL_BASE_URL: model.baseUrl,
      MODEL_NAME: FAKE_MODEL_NAME,
      // The same fake answers it (by what is asked, whatever the model): 'Compare with' offers it.
      MODEL_ALTERNATIVES: FAKE_SECOND_MODEL,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stopPortal = async () => {
    if (portal.exitCode !== null || portal.signalCode !== null) return;
    const exited = new Promise((done) => portal.once('exit', done));
    portal.kill('SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
  };

  let output = '';
  try {
    await new Promise<void>((resolveStart, rejectStart) => {
      let timer: NodeJS.Timeout | undefined;
      const watch = () => {
        clearTimeout(timer);
        timer = setTimeout(
          () =>
            rejectStart(
              new Error(
                `scripts/start.mjs printed nothing for ${SILENCE_TIMEOUT_MS / 1000} s before the portal was up`,
              ),
            ),
          SILENCE_TIMEOUT_MS,
        );
      };
      watch();
      portal.stderr.on('data', (chunk: Buffer) => {
        process.stderr.write(chunk);
        watch();
      });
      portal.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        process.stdout.write(chunk);
        watch();
        // The banner's last line: the portal is up, and all it said is in `output`.
        if (output.includes(`running: ${HOST_URL}`) && output.includes(BANNER_END)) {
          clearTimeout(timer);
          // What start printed, for start-output.spec.ts (workers inherit the environment).
          process.env.PORTAL_START_OUTPUT = output;
          resolveStart();
        }
      });
      portal.once('exit', (code) => {
        clearTimeout(timer);
        rejectStart(new Error(`scripts/start.mjs exited (${code}) before the portal was up`));
      });
    });
  } catch (error) {
    // Not left behind: a start that failed here went on building, then served on the suite's
    // ports, beside the next run's own start.
    await stopPortal();
    await model.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  return async () => {
    await stopPortal();
    await model.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
