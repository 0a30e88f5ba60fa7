import { useCallback, useEffect, useMemo } from 'react';
import { loadView, queryClient, useQuery, type LoadStatus } from '@portal/shared/data';
import {
  reloadUnlessEarly,
  takeEarlyList,
  workspaceListKey,
  type WorkspaceResource,
} from './workspace-list-query';
import type { Scope, WorkspaceScope } from './scope';

interface ScopedItem {
  id: string;
  tenantId: string;
  workspaceId: string;
}

export type ListStatus = LoadStatus;

/**
 * The items of the dashboard's workspace (spec §4): loaded whenever its scope names both
 * tenant and workspace, none without both. Each workspace's list is its own cache entry, so
 * an answer for a scope no longer selected never shows; while a reload runs the previous
 * items stay.
 */
export function useWorkspaceList<T extends ScopedItem>(
  resource: WorkspaceResource,
  { tenantId, workspaceId }: Scope,
  load: (tenantId: string, workspaceId: string) => Promise<T[]>,
  fallback: string,
) {
  const scope = useMemo<WorkspaceScope | null>(
    () => (tenantId && workspaceId ? { tenantId, workspaceId } : null),
    [tenantId, workspaceId],
  );
  const queryKey = workspaceListKey(resource, tenantId, workspaceId);
  const query = useQuery({
    queryKey,
    queryFn: () => load(tenantId!, workspaceId!),
    enabled: scope !== null,
    refetchOnMount: reloadUnlessEarly,
    // Switching workspace keeps the previous items on screen under 'Updating...' (spec §2).
    placeholderData: (previous) => previous,
  });
  // After the query's own mount (effects run in order): the next mount loads again.
  useEffect(
    () => takeEarlyList(workspaceListKey(resource, tenantId, workspaceId)),
    [resource, tenantId, workspaceId],
  );
  const view = loadView(query, fallback);

  /** Adds a saved item, or replaces the one with its id in place (spec §4), in its scope. */
  const put = useCallback(
    (saved: T) =>
      queryClient.setQueryData<T[]>(
        workspaceListKey(resource, saved.tenantId, saved.workspaceId),
        (items) =>
          items?.some((item) => item.id === saved.id)
            ? items.map((item) => (item.id === saved.id ? saved : item))
            : [...(items ?? []), saved],
      ),
    [resource],
  );

  const remove = useCallback(
    (id: string) =>
      queryClient.setQueryData<T[]>(workspaceListKey(resource, tenantId, workspaceId), (items) =>
        items?.filter((item) => item.id !== id),
      ),
    [resource, tenantId, workspaceId],
  );

  return {
    items: scope ? (query.data ?? []) : [],
    // The lists read 'loading' with items on screen as a reload: the 'Updating...' banner.
    status: view.updating ? 'loading' : view.status,
    error: view.error,
    reload: view.retry,
    /** Loads the list again; resolves once it answered (or failed, shown as the list's error). */
    refresh: () => query.refetch(),
    put,
    remove,
    scope,
  };
}
