import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { STAFF, TEST_JWT_SECRET } from './app';

const API_DIR = join(__dirname, '..', '..');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `condition` every 20 ms; throws naming `what` if it is not met within `ms`. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  ms = 10_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await sleep(20);
  }
}

/** A free loopback port (the OS picks one; the process listens on it right after). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** One real API server process (src/server.ts, as `pnpm dev` runs it without watch). */
export interface ApiProcess {
  base: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string | null>;
  /** Its JSON log lines, parsed; anything else it printed, as `{ text }`. */
  lines: Record<string, unknown>[];
  alive: () => boolean;
  /** SIGTERM, then waits for the exit. */
  stop: () => Promise<void>;
}

/**
 * Starts the server on a free loopback port with `env` (DATABASE_URL and the like) and
 * resolves once /api/ready answers 200. tsx runs as a loader in the server's own process, so
 * the pid is the server's: a signal reaches it, not a wrapper.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const lines: Record<string, unknown>[] = [];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=portal-source', 'src/server.ts'],
    {
      cwd: API_DIR,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        JWT_SECRET: TEST_JWT_SECRET,
        LOG_LEVEL: 'info',
        LOGIN_IP_MAX: '100000',
        NODE_ENV: 'test',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const collect = (chunk: Buffer) => {
    for (const text of String(chunk).split('\n').filter(Boolean)) {
      try {
        lines.push(JSON.parse(text) as Record<string, unknown>);
      } catch {
        lines.push({ text });
      }
    }
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const alive = () => child.exitCode === null && child.signalCode === null;
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!alive()) throw new Error(`the API exited while starting:\n${JSON.stringify(lines)}`);
    const ready = await fetch(`${base}/api/ready`).catch(() => undefined);
    if (ready?.ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API was not ready in 60 s:\n${JSON.stringify(lines)}`);
    }
    await sleep(100);
  }
  const stop = async () => {
    if (alive()) child.kill('SIGTERM');
    await exited;
  };
  return { base, child, exited, lines, alive, stop };
}

/** The log lines of `api` whose message is `msg`. */
export const logged = (api: ApiProcess, msg: string) =>
  api.lines.filter((line) => line.msg === msg);

/** A bearer token of the seeded staff user, signed in on `base`. */
export async function signInOver(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
