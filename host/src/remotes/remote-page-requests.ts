import type { ComponentType } from 'react';
import type { RemoteName } from '@portal/shared';
import type { ExposedPageName } from '@portal/shared/remotes';
import { loadRemotePage } from './federation';
import { refreshRemote } from './refresh-remote';
import { REMOTE_RETRY_DELAYS_MS } from './retry-delays';

/**
 * One request per page, kept once made: a render React throws away and redoes gets the same
 * answer (even a failure) instead of starting another load. Only its remote starting over
 * (Retry, or a retry of another of its pages) replaces it.
 */
const requests = new Map<string, Promise<ComponentType>>();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A remote built for a newer runtime (federation-runtime/version-check.mjs): no retry mends it. */
const isRefused = (error: unknown) =>
  (error as Error | undefined)?.name === 'RuntimeVersionMismatch';

/**
 * Starts `remote` over from its manifest: the runtime forgets its container, and its pages
 * loaded so far (but `except`) load again when next shown, so one build of it runs at a time.
 */
function startOver(remote: RemoteName, except?: string): void {
  refreshRemote(remote);
  for (const id of requests.keys()) {
    if (id !== except && id.startsWith(`${remote}/`)) requests.delete(id);
  }
}

/**
 * Loads the page, trying again after a short wait when it fails: each try starts from the
 * remote's manifest, so a dropped request passes unnoticed and a remote redeployed since its
 * container was loaded (its old chunks gone) comes back as its new build.
 */
async function loadWithRetries<R extends RemoteName>(
  remote: R,
  module: ExposedPageName<R>,
): Promise<ComponentType> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await loadRemotePage(remote, module);
    } catch (error) {
      const delay = REMOTE_RETRY_DELAYS_MS[attempt];
      if (delay === undefined || isRefused(error)) throw error;
      await wait(delay);
      startOver(remote, `${remote}/${module}`);
    }
  }
}

/**
 * The page `remote/module`, loaded once. `retry` (the fallback's Retry) starts the remote
 * over, whatever failed: the load, or the loaded page while rendering (a lazy chunk of a
 * build that has been replaced).
 */
export function requestRemotePage<R extends RemoteName>(
  remote: R,
  module: ExposedPageName<R>,
  { retry = false }: { retry?: boolean } = {},
): Promise<ComponentType> {
  const id = `${remote}/${module}`;
  const cached = requests.get(id);
  if (cached && !retry) return cached;
  if (retry) startOver(remote);
  const request = loadWithRetries(remote, module);
  requests.set(id, request);
  return request;
}

/** Tests start from a portal that has loaded nothing. */
export function forgetRemotePages(): void {
  requests.clear();
}
