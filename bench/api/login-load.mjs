import { endpointsOf, withEventLoop } from './endpoints.mjs';
import { measure } from './load.mjs';
import { withMachineCpu } from './machine-cpu.mjs';
import { startServer } from './server-process.mjs';

/** A steady list load well below capacity, so its p99 shows stalls rather than queueing. */
const LIST = { connections: 2, overallRate: 100 };
const LOGINS = { connections: 4, overallRate: 20 };
/** Long enough for the logins in flight when a window ends (a few hundred ms each when loaded). */
const DRAIN_MS = 3000;

/** One window: `work`, with the server's event-loop delay, its CPU and the machine's. */
async function window(url, serverCpu, work) {
  const cpuBefore = await serverCpu();
  const started = performance.now();
  const { result: measured, busyShare } = await withMachineCpu(() => withEventLoop(url, work));
  const cpuAfter = await serverCpu();
  const cores = (cpuAfter.ms - cpuBefore.ms) / (performance.now() - started);
  return { ...measured, serverCores: Math.round(cores * 100) / 100, machineBusy: busyShare };
}

/** The list at 100 req/s with ~20 logins/s at the same time. */
const withLogins = (endpoints) => async () => {
  const [list, logins] = await Promise.all([
    measure({ ...endpoints.icpList, ...LIST }),
    measure({ ...endpoints.login, ...LOGINS }),
  ]);
  return { list, logins };
};

const loadedSummary = (loaded) => ({
  listP50Ms: loaded.result.list.p50Ms,
  listP99Ms: loaded.result.list.p99Ms,
  loginsPerSec: loaded.result.logins.rps,
  loginP50Ms: loaded.result.logins.p50Ms,
  eventLoopP99Ms: loaded.eventLoop.p99Ms,
  eventLoopMaxMs: loaded.eventLoop.maxMs,
  serverCores: loaded.serverCores,
  ...(loaded.machineBusy !== undefined && { machineBusy: loaded.machineBusy }),
});

/**
 * argon2id takes tens of ms of CPU per login by design. The list's p50/p99 and the server's
 * event-loop delay, first alone and then with ~20 logins/s in flight, show whether hashing
 * stalls other requests; the server's CPU (in cores) and the machine's busy share show why.
 * argon2 hashes on libuv's thread pool, which the API sizes to every core but one
 * (api/src/thread-pool.ts; 1 thread on 2 cores); the same loaded window again on a server
 * started with libuv's default of 4 threads, where up to four hashes compete with the event
 * loop for 2 cores, measures what that setting buys.
 */
export async function measureLoginLoad(server, endpoints, serverCpu, log, startOptions) {
  const quiet = await window(server.url, serverCpu, () =>
    measure({ ...endpoints.icpList, ...LIST }),
  );
  const loaded = await window(server.url, serverCpu, withLogins(endpoints));
  const summary = {
    quietListP50Ms: quiet.result.p50Ms,
    quietListP99Ms: quiet.result.p99Ms,
    quietEventLoopP99Ms: quiet.eventLoop.p99Ms,
    quietServerCores: quiet.serverCores,
    ...(quiet.machineBusy !== undefined && { quietMachineBusy: quiet.machineBusy }),
    ...loadedSummary(loaded),
  };
  log(`login load: ${JSON.stringify(summary)}`);

  const libuvDefault = await startServer({ ...startOptions, env: { UV_THREADPOOL_SIZE: '4' } });
  try {
    const libuvDefaultEndpoints = await endpointsOf(libuvDefault.url, startOptions);
    const cpu = async () => (await fetch(`${libuvDefault.url}/bench/cpu`)).json();
    const pool4 = loadedSummary(
      await window(libuvDefault.url, cpu, withLogins(libuvDefaultEndpoints)),
    );
    log(`login load, UV_THREADPOOL_SIZE=4: ${JSON.stringify(pool4)}`);
    // autocannon leaves the logins still hashing when its time is up; the server finishes
    // them, so it is stopped only after they had time to (else they fail on a closed pool).
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
    return { loginLoad: summary, loginLoadPool4: pool4 };
  } finally {
    await libuvDefault.stop();
  }
}
