import { createStore } from 'zustand/vanilla';
import { authApi, errorMessage, tenantsApi, workspacesApi } from '../api';
import { FALLBACK_MESSAGES } from '../messages';
import { clearSelection, readSelection, storeSelection } from './selection-storage';
import { signedOutState, type SessionData, type SessionState } from './session-state';
import { clearToken, readToken, storeToken, userFromToken } from './token-storage';

/** What a stored token (and the selection saved beside it) says about the session. */
function restoredData(): SessionData {
  const token = readToken();
  const user = token ? userFromToken(token) : null;
  if (!user) return signedOutState;
  const { tenant, workspace } = readSelection();
  return {
    ...signedOutState,
    isAuthenticated: true,
    user,
    selectedTenant: tenant,
    selectedWorkspace: tenant && workspace?.tenantId === tenant.id ? workspace : null,
  };
}

/**
 * The one session and tenancy store. `@portal/shared` is a federation singleton, so the
 * host and every remote get this same instance.
 */
export const sessionStore = createStore<SessionState>()((set, get) => ({
  ...restoredData(),

  async login(credentials) {
    set({ isLoading: true, error: null });
    try {
      const { token, id, username, isAdmin } = await authApi.login(credentials);
      storeToken(token);
      set({ isAuthenticated: true, user: { id, username, isAdmin }, isLoading: false });
      void get().loadTenants();
      return true;
    } catch (error) {
      set({ isLoading: false, error: errorMessage(error, FALLBACK_MESSAGES.login) });
      return false;
    }
  },

  logout() {
    clearToken();
    clearSelection();
    set(signedOutState);
  },

  restoreSession() {
    const data = restoredData();
    set(data);
    if (!data.isAuthenticated) return;
    void get().loadTenants();
    if (data.selectedTenant) void get().loadWorkspaces(data.selectedTenant.id);
  },

  async loadTenants() {
    set({ tenantsStatus: 'loading', tenantsError: null });
    try {
      const tenants = await tenantsApi.listTenants();
      set({ tenants, tenantsStatus: 'ready' });
    } catch (error) {
      set({
        tenantsStatus: 'error',
        tenantsError: errorMessage(error, FALLBACK_MESSAGES.loadTenants),
      });
    }
  },

  selectTenant(tenant) {
    set({ selectedTenant: tenant, selectedWorkspace: null, workspaces: [] });
    storeSelection({ tenant, workspace: null });
    if (tenant) void get().loadWorkspaces(tenant.id);
    else set({ workspacesStatus: 'idle', workspacesError: null });
  },

  async loadWorkspaces(tenantId) {
    set({ workspacesStatus: 'loading', workspacesError: null });
    // A slower answer for a tenant no longer selected must not overwrite the current list.
    const stillSelected = () => get().selectedTenant?.id === tenantId;
    try {
      const workspaces = await workspacesApi.listWorkspaces(tenantId);
      if (stillSelected()) set({ workspaces, workspacesStatus: 'ready' });
    } catch (error) {
      if (!stillSelected()) return;
      set({
        workspacesStatus: 'error',
        workspacesError: errorMessage(error, FALLBACK_MESSAGES.loadWorkspaces),
      });
    }
  },

  selectWorkspace(workspace) {
    set({ selectedWorkspace: workspace });
    storeSelection({ tenant: get().selectedTenant, workspace });
  },

  enterDashboard() {
    set({ hasVisitedDashboard: true });
    const { tenants, tenantsStatus } = get();
    if (tenants.length === 0 && tenantsStatus !== 'loading') void get().loadTenants();
  },
}));
