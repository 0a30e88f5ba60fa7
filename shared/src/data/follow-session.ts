import type { Tenant, Workspace } from '@portal/contract';
import type { ApiError } from '../api';
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
  const { selectedTenantId, mustChangePassword } = sessionStore.getState();
  // The API would refuse them until the one-time password is changed ('password-changed').
  if (mustChangePassword) return;
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
    case 'password-changed':
      // What the API refused until now loads again: the lists shown, and the session's.
      void queryClient.resetQueries();
      void ensureSessionLists();
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
 * A call refused because the account still has a one-time password (after a reload, the
 * first call is how the browser learns it): the store says so, and the screens send the user
 * to change it.
 */
function onFailure(error: ApiError | null): void {
  if (error?.code === 'PASSWORD_CHANGE_REQUIRED') {
    sessionStore.getState().passwordChangeRequired();
  }
}

/**
 * Makes the data layer follow the session: its events load and forget the session's lists,
 * fresh lists prune the selection, and a refusal for a one-time password is told to the
 * store. Called once, as the data layer loads; a session already signed in gets its lists
 * once the runtime is configured.
 */
export function followSession(): () => void {
  const stopEvents = onSessionEvent(onEvent);
  const stopAnswers = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    if (event.action.type === 'error') onFailure(event.action.error);
    if (event.action.type !== 'success' || event.action.manual) return;
    dropLost(event.query.queryKey, event.action.data);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onFailure(event.action.error);
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
    stopMutations();
  };
}
