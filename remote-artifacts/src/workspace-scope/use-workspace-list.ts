import { useCallback } from 'react';
import { useSession } from '@portal/shared';
import { loadView, queryClient, useQuery, type LoadStatus } from '@portal/shared/data';

interface ScopedItem {
  id: string;
  tenantId: string;
  workspaceId: string;
}

export type ListStatus = LoadStatus;

/**
 * The items of the selected workspace (spec §4): loaded whenever both tenant and workspace
 * are selected, none without both. Each workspace's list is its own cache entry, so an answer
 * for a scope no longer selected never shows; while a reload runs the previous items stay.
 */
export function useWorkspaceList<T extends ScopedItem>(
  resource: 'icps' | 'usps',
  load: (tenantId: string, workspaceId: string) => Promise<T[]>,
  fallback: string,
) {
  const tenantId = useSession((state) => state.selectedTenantId);
  const workspaceId = useSession((state) => state.selectedWorkspaceId);
  const scope = tenantId && workspaceId ? `${tenantId}/${workspaceId}` : null;
  const query = useQuery({
    queryKey: [resource, tenantId, workspaceId],
    queryFn: () => load(tenantId!, workspaceId!),
    enabled: scope !== null,
    // Switching workspace keeps the previous items on screen under 'Updating...' (spec §2).
    placeholderData: (previous) => previous,
  });
  const view = loadView(query, fallback);

  /** Adds a saved item, or replaces the one with its id in place (spec §4), in its scope. */
  const put = useCallback(
    (saved: T) =>
      queryClient.setQueryData<T[]>([resource, saved.tenantId, saved.workspaceId], (items) =>
        items?.some((item) => item.id === saved.id)
          ? items.map((item) => (item.id === saved.id ? saved : item))
          : [...(items ?? []), saved],
      ),
    [resource],
  );

  const remove = useCallback(
    (id: string) =>
      queryClient.setQueryData<T[]>([resource, tenantId, workspaceId], (items) =>
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
