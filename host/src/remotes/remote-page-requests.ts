import type { ComponentType } from 'react';
import type { RemoteName } from '@portal/shared';
import type { ExposedPageName } from '@portal/shared/remotes';
import { loadRemotePage } from './federation';

interface PageRequest {
  promise: Promise<ComponentType>;
  failed: boolean;
}

/**
 * One request per page, kept once made: a render React throws away and redoes gets the same
 * answer (even a failure) instead of starting another load. Only Retry replaces a failure.
 */
const requests = new Map<string, PageRequest>();

export function requestRemotePage<R extends RemoteName>(
  remote: R,
  module: ExposedPageName<R>,
  { retry = false }: { retry?: boolean } = {},
): Promise<ComponentType> {
  const id = `${remote}/${module}`;
  const cached = requests.get(id);
  if (cached && !(retry && cached.failed)) return cached.promise;
  const request: PageRequest = { promise: loadRemotePage(remote, module), failed: false };
  request.promise.catch(() => {
    request.failed = true;
  });
  requests.set(id, request);
  return request.promise;
}

/** Tests start from a portal that has loaded nothing. */
export function forgetRemotePages(): void {
  requests.clear();
}
