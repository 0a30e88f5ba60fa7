import { readFileSync } from 'node:fs';

/** The machine's CPU time so far (Linux /proc/stat, all CPUs): busy and total clock ticks. */
function ticks() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const values = fields.map(Number);
    const idle = values[3] + (values[4] ?? 0); // idle + iowait
    const total = values.slice(0, 8).reduce((sum, value) => sum + value, 0); // without guest time
    return { busy: total - idle, total };
  } catch {
    return undefined; // not Linux: the machine's share is not reported
  }
}

/**
 * Runs `work` and answers its result with how busy the whole machine was meanwhile: the
 * share of all CPUs' time spent on anything (the API, its database, the load generator and
 * whatever else runs), 0-1. A latency goal on a saturated machine measures the machine.
 */
export async function withMachineCpu(work) {
  const before = ticks();
  const result = await work();
  const after = ticks();
  const busyShare =
    before && after
      ? Math.round(((after.busy - before.busy) / (after.total - before.total)) * 100) / 100
      : undefined;
  return { result, busyShare };
}
