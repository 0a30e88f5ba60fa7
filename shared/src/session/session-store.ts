import { createStore } from 'zustand/vanilla';
import { authApi, errorMessage } from '../api';
import { SESSION_MESSAGES } from '../messages';
import { clearSelection, readSelection, storeSelection } from './selection-storage';
import { signedOutState, type SessionData, type SessionState } from './session-state';
import { clearToken, readToken, storeToken, userFromToken } from './token-storage';

/** What a stored token (and the selection saved beside it) says about the session. */
function restoredData(): SessionData {
  const token = readToken();
  const user = token ? userFromToken(token) : null;
  if (!user) return signedOutState;
  const { tenantId, workspaceId } = readSelection();
  return {
    ...signedOutState,
    isAuthenticated: true,
    user,
    selectedTenantId: tenantId,
    selectedWorkspaceId: workspaceId,
  };
}

/**
 * The data layer is a separate runtime entry loaded on first use, so the sign-in page does not
 * download it. Imported by package name: the federation singleton, never a second copy.
 */
const dataLayer = () => import('@portal/shared/data');

/**
 * The one session and tenancy store. `@portal/shared` is a federation singleton, so the
 * host and every remote get this same instance.
 */
export const sessionStore = createStore<SessionState>()((set, get) => {
  const persistSelection = () => {
    const { selectedTenantId: tenantId, selectedWorkspaceId: workspaceId } = get();
    storeSelection({ tenantId, workspaceId });
  };

  return {
    ...restoredData(),

    async login(credentials) {
      set({ isLoading: true, error: null });
      try {
        const { token, id, username, isAdmin } = await authApi.login(credentials);
        storeToken(token);
        // Another user's lists must never show: the cache starts empty for every sign-in.
        (await dataLayer()).queryClient.clear();
        set({ isAuthenticated: true, user: { id, username, isAdmin }, isLoading: false });
        void get().ensureLists();
        return true;
      } catch (error) {
        set({ isLoading: false, error: errorMessage(error, SESSION_MESSAGES.login) });
        return false;
      }
    },

    logout() {
      clearToken();
      clearSelection();
      set(signedOutState);
      void dataLayer().then(({ queryClient }) => queryClient.clear());
    },

    restoreSession() {
      const data = restoredData();
      set(data);
      if (data.isAuthenticated) void get().ensureLists();
    },

    selectTenant(tenantId) {
      set({ selectedTenantId: tenantId, selectedWorkspaceId: null });
      persistSelection();
      if (!tenantId) return;
      // Spec §4 "loads that tenant's workspaces": always afresh, even if listed before (a
      // load the switcher already started is joined, not repeated).
      void dataLayer()
        .then(({ queryClient, workspacesQuery }) =>
          queryClient.fetchQuery({ ...workspacesQuery(tenantId), staleTime: 0 }),
        )
        .catch(() => undefined); // the failure stays in the cache for the screens
    },

    selectWorkspace(workspaceId) {
      set({ selectedWorkspaceId: workspaceId });
      persistSelection();
    },

    enterDashboard() {
      set({ hasVisitedDashboard: true });
      void get().ensureLists();
    },

    async ensureLists() {
      const { queryClient, tenantsQuery, workspacesQuery } = await dataLayer();
      const { selectedTenantId } = get();
      await Promise.allSettled([
        queryClient.ensureQueryData(tenantsQuery()),
        selectedTenantId && queryClient.ensureQueryData(workspacesQuery(selectedTenantId)),
      ]);
    },

    keepTenantWithin(tenants) {
      const { selectedTenantId } = get();
      if (!selectedTenantId || tenants.some((tenant) => tenant.id === selectedTenantId)) return;
      set({ selectedTenantId: null, selectedWorkspaceId: null });
      persistSelection();
    },

    keepWorkspaceWithin(tenantId, workspaces) {
      const { selectedTenantId, selectedWorkspaceId } = get();
      if (tenantId !== selectedTenantId || !selectedWorkspaceId) return;
      if (workspaces.some((workspace) => workspace.id === selectedWorkspaceId)) return;
      set({ selectedWorkspaceId: null });
      persistSelection();
    },
  };
});
