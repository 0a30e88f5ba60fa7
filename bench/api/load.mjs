import autocannon from 'autocannon';

/** Seconds each measurement runs, after a short warm-up that is not counted. */
export const DURATION_S = Number(process.env.BENCH_DURATION_S) || 6;
const WARMUP_S = 1;

const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function fire({ expectStatus, ...options }) {
  // Latencies from each response, in fractional ms: autocannon's histogram keeps whole ms only.
  const latencies = [];
  let unexpected = 0;
  const expected = (status) => (expectStatus ? status === expectStatus : status < 300);
  const instance = autocannon({ ...options, timeout: 10 }, () => {});
  instance.on('response', (_client, status, _bytes, ms) => {
    if (expected(status)) latencies.push(ms);
    else unexpected++;
  });
  return new Promise((resolve, reject) => {
    instance.once('done', (result) => resolve({ result, latencies, unexpected }));
    instance.once('error', reject);
  });
}

/**
 * Load on one request shape for DURATION_S seconds: `connections` clients each sending the
 * next request as soon as the last one answered, or `overallRate` requests/s in total.
 * Any non-2xx answer (or, with `expectStatus`, any other status) or socket error fails the
 * measurement: a bench of 401s proves nothing.
 * With `serverCpu` (the server's CPU ms so far, `{ ms, loopMs }`), also its CPU per request,
 * all threads and the event loop's: unlike req/s, it hardly moves when other work shares the
 * machine, and it shows what runs off the loop.
 */
export async function measure({
  url,
  method = 'GET',
  headers = {},
  body,
  connections,
  overallRate,
  warmup = true,
  serverCpu,
  expectStatus,
}) {
  const options = {
    expectStatus,
    url,
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    connections,
    overallRate,
  };
  if (warmup) await fire({ ...options, duration: WARMUP_S });
  const cpuBefore = await serverCpu?.();
  const { result, latencies, unexpected } = await fire({ ...options, duration: DURATION_S });
  const cpuAfter = await serverCpu?.();
  const perRequest = (key) => round((cpuAfter[key] - cpuBefore[key]) / latencies.length);
  if (unexpected > 0 || result.errors > 0) {
    const codes = JSON.stringify(result.statusCodeStats);
    throw new Error(
      `${method} ${url}: ${unexpected} unexpected answers, ${result.errors} errors (${codes})`,
    );
  }
  latencies.sort((a, b) => a - b);
  return {
    rps: round(latencies.length / result.duration, 1),
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    ...(serverCpu && { cpuMs: perRequest('ms') }),
    ...(cpuAfter?.loopMs !== undefined && { loopCpuMs: perRequest('loopMs') }),
  };
}
