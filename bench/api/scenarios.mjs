import { measure } from './load.mjs';

export const CONNECTIONS = [1, 10];
/** Measured in this order, each at every CONNECTIONS. */
const CASES = ['baseline', 'icpList', 'icpListRevalidated', 'tenants', 'login'];

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
