import { createServer } from 'node:net';

/** Resolves true when nothing listens on `port` (any address). */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** Polls `url` until it answers with any HTTP status, or rejects after `timeoutMs`. */
export async function waitForHttp(url, { timeoutMs = 60_000, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      // Not answering yet: try again until the deadline.
    }
    if (!isAlive()) throw new Error(`${url} stopped before it answered`);
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
