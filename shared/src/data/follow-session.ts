import type { Tenant, Workspace } from '@portal/contract';
import { runtimeConfigured } from '../config/configured';
import { sessionStore } from '../session';
import { onSessionEvent, type SessionEvent } from '../session/session-events';
import { tenantLost, workspaceLost } from './lost-selection';
import { queryClient } from './query-client';
import { tenantsQuery, workspacesQuery } from './session-lists';

/**
 * The one place that makes sure the tenants, and the selected tenant's workspaces, are
 * loaded (or loading). Resolves when both have answered, whether or not they failed: a
 * failure stays in the cache for the screens to show with Retry.
 */
export async function ensureSessionLists(): Promise<void> {
  const { selectedTenantId } = sessionStore.getState();
  await Promise.allSettled([
    queryClient.ensureQueryData(tenantsQuery()),
    selectedTenantId && queryClient.ensureQueryData(workspacesQuery(selectedTenantId)),
  ]);
}

function onEvent(event: SessionEvent): void {
  switch (event.type) {
    case 'signed-in':
      // Another user's lists must never show: the cache starts empty for every sign-in.
      queryClient.clear();
      void ensureSessionLists();
      return;
    case 'signed-out':
      queryClient.clear();
      return;
    case 'restored':
    case 'dashboard-entered':
      if (sessionStore.getState().isAuthenticated) void ensureSessionLists();
      return;
    case 'tenant-chosen':
      // Spec §4 "loads that tenant's workspaces": always afresh, even if listed before (a
      // load the switcher already started is joined, not repeated).
      if (!event.tenantId) return;
      queryClient
        .fetchQuery({ ...workspacesQuery(event.tenantId), staleTime: 0 })
        .catch(() => undefined); // the failure stays in the cache for the screens
  }
}

/**
 * A list the API just answered drops from the selection a tenant or workspace it no longer
 * holds; the store's actions persist that. Lists a test or a save puts in the cache by hand
 * are not answers and drop nothing.
 */
function dropLost(queryKey: readonly unknown[], data: unknown): void {
  const store = sessionStore.getState();
  if (queryKey[0] === 'tenants') {
    if (tenantLost(store.selectedTenantId, data as Tenant[])) store.selectTenant(null);
  } else if (queryKey[0] === 'workspaces' && typeof queryKey[1] === 'string') {
    if (workspaceLost(store, queryKey[1], data as Workspace[])) store.selectWorkspace(null);
  }
}

/**
 * Makes the data layer follow the session: its events load and forget the session's lists,
 * and fresh lists prune the selection. Called once, as the data layer loads; a session
 * already signed in gets its lists once the runtime is configured.
 */
export function followSession(): () => void {
  const stopEvents = onSessionEvent(onEvent);
  const stopAnswers = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    dropLost(event.query.queryKey, event.action.data);
  });
  // Not before the runtime knows the API's address: a remote's standalone page evaluates its
  // modules, this one included, before it has fetched its configuration.
  if (sessionStore.getState().isAuthenticated) {
    void runtimeConfigured.then(() => {
      if (sessionStore.getState().isAuthenticated) void ensureSessionLists();
    });
  }
  return () => {
    stopEvents();
    stopAnswers();
  };
}
