/** Spec §8 fallbacks, shown when a failed call brings no message of its own. */
export const FALLBACK_MESSAGES = {
  login: 'An unknown error occurred',
  loadTenants: 'Failed to load tenants',
  loadWorkspaces: 'Failed to load workspaces',
} as const;
