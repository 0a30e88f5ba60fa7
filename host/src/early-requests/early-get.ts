import type { AxiosResponse } from 'axios';
import { apiClient, getRuntimeConfig, readToken } from '@portal/shared';

/**
 * How long an early answer waits for its caller. A caller that comes later asks again, so an
 * answer from before a change made since is never served.
 */
export const EARLY_GET_TTL_MS = 10_000;

interface EarlyGet {
  /** The API, the path and the token it was sent with: only the same call may take it. */
  key: string;
  startedAt: number;
  response: Promise<AxiosResponse>;
}

const waiting = new Map<string, EarlyGet>();
let send: typeof apiClient.get | undefined;

const keyOf = (url: string) => `${getRuntimeConfig().apiBaseUrl} ${url} ${readToken() ?? ''}`;

/**
 * Makes the portal's one HTTP client answer the first `get(url)` (no options) from a request
 * started early for that url, once; every other call goes out as before. Remotes call the
 * client as always and never know.
 */
function takeEarlyAnswers(): typeof apiClient.get {
  const get = apiClient.get.bind(apiClient);
  apiClient.get = ((url: string, config?: Parameters<typeof get>[1]) => {
    const early = config === undefined ? waiting.get(url) : undefined;
    if (early) {
      waiting.delete(url);
      const fresh = Date.now() - early.startedAt <= EARLY_GET_TTL_MS;
      if (fresh && early.key === keyOf(url)) return early.response;
    }
    return get(url, config);
  }) as typeof apiClient.get;
  return get;
}

/**
 * Sends `GET url` through the portal's HTTP client now (its token, base URL, timeout and
 * error handling), for a caller that will ask for it soon: the page a remote is still
 * loading. Its answer, or its failure, goes to the first caller that makes the same call.
 */
export function startEarlyGet(url: string): void {
  send ??= takeEarlyAnswers();
  const response = send(url);
  // Nobody may ever ask: a failure must not surface as an unhandled rejection.
  response.catch(() => undefined);
  waiting.set(url, { key: keyOf(url), startedAt: Date.now(), response });
}

/** Tests start from a client that has sent nothing early. */
export function forgetEarlyGets(): void {
  waiting.clear();
}
