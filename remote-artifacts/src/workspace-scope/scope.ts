/**
 * The tenant and workspace the dashboard's URL names (either may be absent): the dashboard
 * reads it from its URL and passes it down; nothing below it reads the store's selection.
 */
export interface Scope {
  tenantId: string | null;
  workspaceId: string | null;
}

/** A scope that names both. */
export interface WorkspaceScope {
  tenantId: string;
  workspaceId: string;
}

/** The props of whatever shows or acts in the dashboard's scope. */
export interface ScopeProps {
  scope: Scope;
}

/** Nothing chosen yet, or nothing the user's lists have vouched for yet. */
export const NO_SCOPE: Scope = { tenantId: null, workspaceId: null };
