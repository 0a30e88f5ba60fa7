/** Spec §8 fallbacks of the session's own calls; each remote keeps those of its resources. */
export const SESSION_MESSAGES = {
  login: 'An unknown error occurred',
  loadTenants: 'Failed to load tenants',
  loadWorkspaces: 'Failed to load workspaces',
} as const;
