import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Sampling interval of the event-loop monitor; each sample is this interval plus the delay. */
const RESOLUTION_MS = 2;
const ms = (ns) => Math.round(Math.max(0, ns / 1e6 - RESOLUTION_MS) * 100) / 100;

/**
 * CPU ms of the event-loop thread (Linux: /proc; its id is the process id), else undefined.
 * Node 20 has no process.threadCpuUsage.
 */
function loopThreadCpuMs() {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const [utime, stime] = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .slice(11, 13);
    return ((Number(utime) + Number(stime)) * 1000) / 100; // clock ticks of 10 ms
  } catch {
    return undefined; // not Linux: the loop's share is not reported
  }
}

/**
 * Routes that exist only in the bench's server, on the same Fastify instance as the API:
 * - GET /bench/baseline: the listed workspace's ICP list from memory, with the list route's
 *   response schema, behind the same app-wide hooks (no token, no database). The ceiling a
 *   database-backed list is compared with.
 * - POST /bench/event-loop/reset, GET /bench/event-loop: the server's own event-loop delay
 *   (ms beyond the sampling interval), to show whether anything blocks it.
 * - GET /bench/cpu: the server's CPU time so far, all threads (argon2's too) and the
 *   event-loop thread's alone.
 * - GET /bench/memory: the server's resident set size in bytes (an export should not grow it).
 */
export function addBenchRoutes(app, { IcpBody, baselineList }) {
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();

  app.get(
    '/bench/baseline',
    { schema: { response: { 200: { type: 'array', items: IcpBody } } } },
    async () => baselineList(),
  );
  app.get('/bench/cpu', async () => {
    const { user, system } = process.cpuUsage();
    return { ms: (user + system) / 1000, loopMs: loopThreadCpuMs() };
  });
  app.get('/bench/memory', async () => ({ rss: process.memoryUsage.rss() }));
  app.post('/bench/event-loop/reset', async () => {
    delay.reset();
    return { ok: true };
  });
  app.get('/bench/event-loop', async () => ({
    p50Ms: ms(delay.percentile(50)),
    p99Ms: ms(delay.percentile(99)),
    maxMs: ms(delay.max),
    samples: delay.count,
  }));
}
