import type { RemoteName } from '@portal/shared';
import type { ExposedPrefetchName, PagePlace } from '@portal/shared/remotes';
import { loadRemotePrefetch } from './federation';

/**
 * Asks `remote` to start a page's first data, by the name its contract gives the module, while
 * the page's own code loads. The remote owns the API and the URL's format; the host passes
 * the place. A failure costs nothing but the head start: the page loads its data itself.
 */
export function requestPrefetch<R extends RemoteName>(
  remote: R,
  module: ExposedPrefetchName<R>,
  place: PagePlace,
): void {
  void loadRemotePrefetch(remote, module)
    .then(({ prefetch }) => prefetch(place))
    .catch(() => undefined);
}
