import { queryClient } from '@portal/shared/data';

export type WorkspaceResource = 'icps' | 'usps';

/** The cache entry of one workspace's items: each workspace's list is its own. */
export const workspaceListKey = (
  resource: WorkspaceResource,
  tenantId: string | null,
  workspaceId: string | null,
) => [resource, tenantId, workspaceId] as const;

/**
 * How long a list loaded early (the page's prefetch) waits for its page. A page that comes
 * later loads again, so an answer from before a change made since is never shown.
 */
export const EARLY_LIST_TTL_MS = 10_000;

/** The lists loaded early that no page has shown yet, by their key's text. */
const earlyLists = new Set<string>();
const keyText = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);

/** Starts a workspace's list before its page is shown; the page's first mount takes it. */
export function prefetchWorkspaceList<T>(
  resource: WorkspaceResource,
  load: (tenantId: string, workspaceId: string) => Promise<T[]>,
  tenantId: string,
  workspaceId: string,
): void {
  const queryKey = workspaceListKey(resource, tenantId, workspaceId);
  earlyLists.add(keyText(queryKey));
  void queryClient.prefetchQuery({ queryKey, queryFn: () => load(tenantId, workspaceId) });
}

/**
 * The list's `refetchOnMount`: every mount loads the list again (spec §4), but the first one
 * after a prefetch, which shows the early answer while it is fresh.
 */
export function reloadUnlessEarly(query: {
  queryKey: readonly unknown[];
  state: { dataUpdatedAt: number };
}): boolean {
  if (!earlyLists.has(keyText(query.queryKey))) return true;
  return Date.now() - query.state.dataUpdatedAt > EARLY_LIST_TTL_MS;
}

/** The page has shown this list: its next mount loads it again. */
export function takeEarlyList(queryKey: readonly unknown[]): void {
  earlyLists.delete(keyText(queryKey));
}

/** Tests start from lists that nothing loaded early. */
export function forgetEarlyLists(): void {
  earlyLists.clear();
}
