// `pnpm dev:remote remote-artifacts` as a developer runs it, against the portal under test,
// and a source edit the dev server picks up: the visible change of "my local build".
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEV_REMOTE_PORT, PORTS } from './portal';

const ROOT = resolve(__dirname, '..', '..');

export interface DevRemote {
  /** What the script printed before its dev server answered. */
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts scripts/dev-remote.mjs and resolves once it printed both ways in. */
export function startDevRemote(name: string, timeoutMs: number): Promise<DevRemote> {
  const child: ChildProcess = spawn(
    process.execPath,
    [join(ROOT, 'scripts', 'dev-remote.mjs'), name],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        API_PORT: String(PORTS.api),
        HOST_PORT: String(PORTS.host),
        DEV_REMOTE_PORT: String(DEV_REMOTE_PORT),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: stopping it stops the dev server it started too.
      detached: true,
    },
  );
  let output = '';
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((done) => child.once('exit', done));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
  };
  return new Promise((resolveStart, rejectStart) => {
    const timer = setTimeout(() => {
      void stop();
      rejectStart(new Error(`dev:remote did not come up within ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ctrl-C stops')) {
        clearTimeout(timer);
        resolveStart({ output: () => output, stop });
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code) => {
      clearTimeout(timer);
      rejectStart(new Error(`dev:remote exited (${code}):\n${output}`));
    });
  });
}

/**
 * Replaces `from` with `to` in a source file while the dev server runs; `restore` puts the
 * file back with its old timestamp, so `pnpm start` does not see a stale build afterwards.
 */
export function editSource(relativePath: string, from: string, to: string): { restore(): void } {
  const file = join(ROOT, relativePath);
  const original = readFileSync(file, 'utf8');
  const { atime, mtime } = statSync(file);
  if (!original.includes(from)) throw new Error(`${relativePath} no longer contains '${from}'`);
  writeFileSync(file, original.replace(from, to));
  return {
    restore() {
      writeFileSync(file, original);
      utimesSync(file, atime, mtime);
    },
  };
}
