import { measure } from './load.mjs';

export const CONNECTIONS = [1, 10];
/** Measured in this order, each at every CONNECTIONS. */
const CASES = [
  'baseline',
  'icpList',
  'icpListRevalidated',
  'resolve',
  'resolveRevalidated',
  'tenants',
  'login',
];

const line = (label, c, r) =>
  `${label} c${c}: ${r.rps} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, server CPU ${r.cpuMs} ms/req (event loop ${r.loopCpuMs})`;

/** Every case at 1 and 10 connections, each client sending as fast as it is answered. */
export async function measureThroughput(endpoints, serverCpu, log) {
  const results = {};
  for (const name of CASES) {
    for (const connections of CONNECTIONS) {
      const result = await measure({ ...endpoints[name], connections, serverCpu });
      log(line(name, connections, result));
      results[`${name}.c${connections}`] = result;
    }
  }
  return results;
}

/** The list at 1 and 10 connections again, now that the database is large. */
export async function measureList(endpoints, serverCpu, log) {
  const results = {};
  for (const connections of CONNECTIONS) {
    const result = await measure({ ...endpoints.icpList, connections, serverCpu });
    log(line('icpList (large)', connections, result));
    results[`c${connections}`] = result;
  }
  return results;
}

/** A steady rate well below capacity, so the p99 shows stalls rather than queueing. */
const STEADY = { connections: 2, overallRate: 100 };

/**
 * resolve (issue 35: the AI pipeline's hot path, one tenant in a staged rollout) at a steady
 * 100 requests/s, answered and revalidated (304): goal p99 ≤ 10 ms.
 */
export async function measureResolveSteady(endpoints, log) {
  const results = {};
  for (const name of ['resolve', 'resolveRevalidated']) {
    const result = await measure({ ...endpoints[name], ...STEADY });
    log(`${name} at 100 req/s: p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`);
    results[name] = { p50Ms: result.p50Ms, p99Ms: result.p99Ms };
  }
  return results;
}
