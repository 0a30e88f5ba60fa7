// `pnpm start`'s build of the parts that are missing or stale, quietly (issue 37 §5): each
// part's own build runs as a job (they do not depend on each other: the browser parts read
// contract and shared from source, the API's `tsc -b` builds contract), its whole output goes
// to a log file of its own, and the terminal gets one line per part as it finishes: how many
// are done, its time, and on a failure the log's path and its last lines.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { duration, runJobPool } from './job-pool.mjs';
import { pnpmCommand } from './pnpm-command.mjs';
import { ROOT } from './portal-parts.mjs';

/** Where the builds' output goes (ignored by git with the rest of .data/). */
export const BUILD_LOG_DIR = join(ROOT, '.data', 'start-logs');

/** How many lines of a failed build's log the terminal shows. */
const FAILURE_TAIL = 25;

export const buildLogOf = (part) => join(BUILD_LOG_DIR, `build-${part.dir}.log`);

/** The line a finished part prints: `[2/6] host built in 48s`. */
export function partLine({ done, total, part, ms, ok }) {
  const what = ok ? 'built' : 'FAILED';
  return `start: [${done}/${total}] ${part.dir} ${what} in ${duration(ms)}`;
}

function runBuild(part, { signal }) {
  const [command, prefix] = pnpmCommand();
  const log = createWriteStream(buildLogOf(part));
  const child = spawn(command, [...prefix, '--filter', part.packageName, 'build'], {
    cwd: ROOT,
    // Webpack's colours are noise in a file.
    env: { ...process.env, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    signal,
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return new Promise((resolve) => {
    child.on('error', () => resolve(false));
    child.on('close', (code) => log.end(() => resolve(code === 0)));
  });
}

/**
 * Builds `parts` side by side (as many at once as the machine has cores, at least 2: the builds
 * wait on disk and child processes too). Resolves to the parts that failed, after printing one
 * line per part and, for each failure, where its log is and how it ends.
 */
export async function buildParts(parts, print = console.log) {
  mkdirSync(BUILD_LOG_DIR, { recursive: true });
  const total = parts.length;
  let done = 0;
  const failed = [];
  const jobs = parts.map((part) => ({ name: part.dir, after: [], part }));
  const concurrency = Math.max(2, availableParallelism());
  await runJobPool(
    jobs,
    async ({ part }, { signal }) => {
      const started = Date.now();
      const ok = await runBuild(part, { signal });
      done += 1;
      print(partLine({ done, total, part, ms: Date.now() - started, ok }));
      if (!ok) failed.push(part);
      return ok ? 'passed' : 'FAILED';
    },
    concurrency,
  );
  for (const part of failed) {
    const path = buildLogOf(part);
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n');
    print(`\n${part.dir}'s build failed; its whole output: ${relative(process.cwd(), path)}`);
    print(lines.slice(-FAILURE_TAIL).join('\n'));
  }
  return failed;
}
