import type { LoginResponse, SessionUser } from '@portal/contract';

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
  /**
   * The account signs in with a one-time password (an admin made or reset it): the API refuses
   * every call but changing it (403 PASSWORD_CHANGE_REQUIRED), so the screens send the user to
   * change it. Set by the sign-in's answer, or by such a refusal (after a reload). Since 3.2.
   */
  mustChangePassword: boolean;
}

export interface SessionActions {
  /** Resolves true when signed in; on failure `error` holds the message. */
  login(credentials: { username: string; password: string }): Promise<boolean>;
  /**
   * A sign-in answered by another door (the company's identity provider, whose one-time code
   * remote-auth trades at POST /api/auth/oidc/complete): stored and announced as `login`'s own
   * answer is. Since 3.2.
   */
  signedIn(answer: LoginResponse): void;
  logout(): void;
  /** Re-reads the stored token and selection (spec §4, page load). */
  restoreSession(): void;
  /** Spec §4: clears the workspace; the data layer loads the tenant's workspaces afresh. */
  selectTenant(tenantId: string | null): void;
  selectWorkspace(workspaceId: string | null): void;
  /** Spec §4: marks the dashboard visited; the data layer loads tenants if none are present. */
  enterDashboard(): void;
  /** A call was refused with 403 PASSWORD_CHANGE_REQUIRED (the data layer says so). Since 3.2. */
  passwordChangeRequired(): void;
  /** The password was changed: a one-time password no longer holds the session back. Since 3.2. */
  passwordChanged(): void;
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
  mustChangePassword: false,
};
