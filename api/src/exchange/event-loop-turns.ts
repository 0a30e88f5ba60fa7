import { setImmediate } from 'node:timers/promises';

/** About how long a step of an import's long loops may hold the event loop at a time. */
const SLICE_MS = 10;

/**
 * A long loop's way of letting other requests in: awaited at each step, it gives the event
 * loop a turn once SLICE_MS have passed since its last one. An import reads and writes up to
 * 5,000 records, and on SQLite a query holds the loop too (its promise is already settled):
 * without turns, one import held every request, /api/health included, for seconds.
 */
export function eventLoopTurns(): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < SLICE_MS) return;
    await setImmediate();
    since = performance.now();
  };
}
