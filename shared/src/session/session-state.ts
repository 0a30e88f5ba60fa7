import type { SessionUser, Tenant, Workspace } from '@portal/contract';

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
  /** Re-reads the stored token (spec §4, page load) and loads what the session needs. */
  restoreSession(): void;
  /** Spec §4: clears the workspace and its list, then loads the tenant's workspaces. */
  selectTenant(tenantId: string | null): void;
  selectWorkspace(workspaceId: string | null): void;
  /** Spec §4: marks the dashboard visited and loads tenants if none are present. */
  enterDashboard(): void;
  /**
   * The one place that makes sure the tenants, and the selected tenant's workspaces, are
   * loaded (or loading). Resolves when both have answered, whether or not they failed: a
   * failure stays in the data layer's cache for the screens to show with Retry.
   */
  ensureLists(): Promise<void>;
  /** Drops a selected tenant the user no longer reaches (called with every fresh list). */
  keepTenantWithin(tenants: readonly Tenant[]): void;
  /** Drops a selected workspace its tenant no longer has (called with every fresh list). */
  keepWorkspaceWithin(tenantId: string, workspaces: readonly Workspace[]): void;
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
