import { createStore } from 'zustand/vanilla';
import { authApi, errorMessage } from '../api';
import { SESSION_MESSAGES } from '../messages';
import { clearSelection, readSelection, storeSelection } from './selection-storage';
import { announce } from './session-events';
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
 * The one session and tenancy store: who is signed in and the selected ids. `@portal/shared`
 * is a federation singleton, so the host and every remote get this same instance. It knows
 * no data layer: its actions announce what they did (session-events.ts) and the data layer,
 * which subscribes, loads and forgets the session's lists.
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
        get().signedIn(await authApi.login(credentials));
        return true;
      } catch (error) {
        set({ isLoading: false, error: errorMessage(error, SESSION_MESSAGES.login) });
        return false;
      }
    },

    signedIn(answer) {
      const { token, id, username, role, isAdmin } = answer;
      storeToken(token);
      // Said before the announcement: a one-time password gets no lists until it is changed.
      set({ mustChangePassword: answer.mustChangePassword === true });
      // Before anyone sees the new user: another user's lists must never show.
      announce({ type: 'signed-in' });
      set({
        isAuthenticated: true,
        user: { id, username, role, isAdmin },
        isLoading: false,
        error: null,
      });
    },

    logout() {
      clearToken();
      clearSelection();
      set(signedOutState);
      announce({ type: 'signed-out' });
    },

    restoreSession() {
      set(restoredData());
      announce({ type: 'restored' });
    },

    selectTenant(tenantId) {
      set({ selectedTenantId: tenantId, selectedWorkspaceId: null });
      persistSelection();
      announce({ type: 'tenant-chosen', tenantId });
    },

    selectWorkspace(workspaceId) {
      set({ selectedWorkspaceId: workspaceId });
      persistSelection();
    },

    enterDashboard() {
      set({ hasVisitedDashboard: true });
      announce({ type: 'dashboard-entered' });
    },

    passwordChangeRequired() {
      if (get().isAuthenticated) set({ mustChangePassword: true });
    },

    passwordChanged() {
      if (!get().mustChangePassword) return;
      set({ mustChangePassword: false });
      announce({ type: 'password-changed' });
    },
  };
});
