import type { SessionUser } from '@portal/contract';

/**
 * Spec §3 "Application state". The tenant and workspace lists are server state: they live in
 * the data layer's cache (`@portal/shared/data`: `useTenants`, `useWorkspaces`), and the
 * selection here is by id, resolved against those lists.
 */
export interface SessionData {
  isAuthenticated: boolean;
  user: SessionUser | null;
  selectedTenantId: string | null;
  selectedWorkspaceId: string | null;
  /** A sign-in is in flight. */
  isLoading: boolean;
  /** The last sign-in error, shown on the login page. */
  error: string | null;
  hasVisitedDashboard: boolean;
}

export interface SessionActions {
  /** Resolves true when signed in; on failure `error` holds the message. */
  login(credentials: { username: string; password: string }): Promise<boolean>;
  logout(): void;
  /** Re-reads the stored token and selection (spec §4, page load). */
  restoreSession(): void;
  /** Spec §4: clears the workspace; the data layer loads the tenant's workspaces afresh. */
  selectTenant(tenantId: string | null): void;
  selectWorkspace(workspaceId: string | null): void;
  /** Spec §4: marks the dashboard visited; the data layer loads tenants if none are present. */
  enterDashboard(): void;
}

export type SessionState = SessionData & SessionActions;

export const signedOutState: SessionData = {
  isAuthenticated: false,
  user: null,
  selectedTenantId: null,
  selectedWorkspaceId: null,
  isLoading: false,
  error: null,
  hasVisitedDashboard: false,
};
