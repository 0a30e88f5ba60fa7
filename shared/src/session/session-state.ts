import type { SessionUser, Tenant, Workspace } from '@portal/contract';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Spec §3 "Application state", plus the load status of each list for its screens. */
export interface SessionData {
  isAuthenticated: boolean;
  user: SessionUser | null;
  selectedTenant: Tenant | null;
  selectedWorkspace: Workspace | null;
  tenants: Tenant[];
  workspaces: Workspace[];
  /** A sign-in is in flight. */
  isLoading: boolean;
  /** The last sign-in error, shown on the login page. */
  error: string | null;
  hasVisitedDashboard: boolean;
  tenantsStatus: LoadStatus;
  tenantsError: string | null;
  workspacesStatus: LoadStatus;
  workspacesError: string | null;
}

export interface SessionActions {
  /** Resolves true when signed in; on failure `error` holds the message. */
  login(credentials: { username: string; password: string }): Promise<boolean>;
  logout(): void;
  /** Re-reads the stored token (spec §4, page load) and loads what the session needs. */
  restoreSession(): void;
  loadTenants(): Promise<void>;
  selectTenant(tenant: Tenant | null): void;
  loadWorkspaces(tenantId: string): Promise<void>;
  selectWorkspace(workspace: Workspace | null): void;
  /** Spec §4: marks the dashboard visited and loads tenants if none are present. */
  enterDashboard(): void;
}

export type SessionState = SessionData & SessionActions;

export const signedOutState: SessionData = {
  isAuthenticated: false,
  user: null,
  selectedTenant: null,
  selectedWorkspace: null,
  tenants: [],
  workspaces: [],
  isLoading: false,
  error: null,
  hasVisitedDashboard: false,
  tenantsStatus: 'idle',
  tenantsError: null,
  workspacesStatus: 'idle',
  workspacesError: null,
};
