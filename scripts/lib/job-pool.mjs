// Runs jobs that depend on each other as soon as their dependencies are done, at most
// `concurrency` at a time. A job whose dependency did not pass is not run at all.

/**
 * @param {{ name: string, after: string[] }[]} jobs  in a valid order (dependencies first)
 * @param {(job) => Promise<'passed' | 'FAILED'>} run
 * @returns {Promise<Map<string, string>>} each job's result: 'passed', 'FAILED' or 'skipped …'
 */
export async function runJobPool(jobs, run, concurrency) {
  const results = new Map();
  const running = new Set();
  const waiting = [...jobs];

  const blockedBy = (job) =>
    job.after.find((dep) => results.has(dep) && results.get(dep) !== 'passed');
  const ready = (job) => job.after.every((dep) => results.get(dep) === 'passed');

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
      const done = (result) => {
        running.delete(job);
        results.set(job.name, result);
        schedule();
      };
      running.add(job);
      run(job).then(done, () => done('FAILED'));
    };
    schedule();
  });
}
