// Runs jobs that depend on each other as soon as their dependencies are done, at most
// `concurrency` at a time. A job whose dependency (`after`) did not pass is not run at all; a
// job also waits for those it is merely to follow (`waitFor`), whatever their result. A job that
// runs longer than its time limit fails as timed out: its signal is aborted (the runner stops
// its processes) and its dependents are skipped.

/** `90_000` → `1m 30s`. */
export function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
}

/**
 * @param {{ name: string, after: string[], waitFor?: string[], timeoutMs?: number }[]} jobs  in
 *   a valid order (dependencies first)
 * @param {(job, { signal: AbortSignal }) => Promise<'passed' | 'FAILED'>} run  must stop the
 *   job's work when `signal` aborts (the job timed out)
 * @param {number} concurrency
 * @param {{ timeoutMs?: number, graceMs?: number, onTimeout?: (job, ms: number) => void }} [options]
 *   `timeoutMs`: the limit of a job without its own; `graceMs`: how long a timed-out job may
 *   take to stop before its slot is given to the next one anyway
 * @returns {Promise<Map<string, string>>} each job's result: 'passed', 'FAILED',
 *   'TIMED OUT (after …)' or 'skipped (… failed)'
 */
export async function runJobPool(jobs, run, concurrency, options = {}) {
  const { timeoutMs = Infinity, graceMs = 30_000, onTimeout = () => {} } = options;
  const results = new Map();
  const running = new Set();
  const waiting = [...jobs];

  const blockedBy = (job) =>
    job.after.find((dep) => results.has(dep) && results.get(dep) !== 'passed');
  const ready = (job) =>
    job.after.every((dep) => results.get(dep) === 'passed') &&
    (job.waitFor ?? []).every((dep) => results.has(dep));

  return new Promise((resolve, reject) => {
    const schedule = () => {
      for (let i = 0; i < waiting.length; i++) {
        const job = waiting[i];
        const dep = blockedBy(job);
        if (dep) {
          results.set(job.name, `skipped (${dep} failed)`);
          waiting.splice(i--, 1);
        } else if (running.size < concurrency && ready(job)) {
          waiting.splice(i--, 1);
          start(job);
        }
      }
      if (waiting.length === 0 && running.size === 0) resolve(results);
      else if (running.size === 0) reject(new Error('jobs wait for one that never runs'));
    };
    const start = (job) => {
      const controller = new AbortController();
      const limit = job.timeoutMs ?? timeoutMs;
      let settled = false;
      let timer;
      let grace;
      const finish = (result) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearTimeout(grace);
        running.delete(job);
        if (!results.has(job.name)) results.set(job.name, result);
        schedule();
      };
      if (Number.isFinite(limit)) {
        timer = setTimeout(() => {
          results.set(job.name, `TIMED OUT (after ${duration(limit)})`);
          onTimeout(job, limit);
          controller.abort(new Error(`${job.name} timed out after ${duration(limit)}`));
          // A job that does not stop when told still frees its slot.
          grace = setTimeout(() => finish(), graceMs);
        }, limit);
      }
      running.add(job);
      Promise.resolve()
        .then(() => run(job, { signal: controller.signal }))
        .then(finish, () => finish('FAILED'));
    };
    schedule();
  });
}
