import { measure } from './load.mjs';
import { withEventLoop } from './endpoints.mjs';

/** A steady list load well below capacity, so its p99 shows stalls rather than queueing. */
const LIST = { connections: 2, overallRate: 100 };
const LOGINS = { connections: 4, overallRate: 20 };

/**
 * argon2id takes tens of ms per login by design. The list's p99 and the server's event-loop
 * delay, first alone and then with ~20 logins/s in flight, show whether hashing stalls other
 * requests: argon2 hashes on libuv's thread pool, so the loop should stay free.
 */
export async function measureLoginLoad(url, endpoints, log) {
  const quiet = await withEventLoop(url, () => measure({ ...endpoints.icpList, ...LIST }));
  const loaded = await withEventLoop(url, async () => {
    const [list, logins] = await Promise.all([
      measure({ ...endpoints.icpList, ...LIST }),
      measure({ ...endpoints.login, ...LOGINS }),
    ]);
    return { list, logins };
  });
  const summary = {
    quietListP99Ms: quiet.result.p99Ms,
    quietEventLoopP99Ms: quiet.eventLoop.p99Ms,
    listP99Ms: loaded.result.list.p99Ms,
    loginsPerSec: loaded.result.logins.rps,
    loginP50Ms: loaded.result.logins.p50Ms,
    eventLoopP99Ms: loaded.eventLoop.p99Ms,
    eventLoopMaxMs: loaded.eventLoop.maxMs,
  };
  log(`login load: ${JSON.stringify(summary)}`);
  return summary;
}
