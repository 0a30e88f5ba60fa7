/** Spec §8 fallbacks, shown when a failed call brings no message of its own. */
export const FALLBACK_MESSAGES = {
  login: 'An unknown error occurred',
  loadTenants: 'Failed to load tenants',
  loadWorkspaces: 'Failed to load workspaces',
  loadIcps: 'Failed to load ICPs. Please try again.',
  createIcp: 'Failed to create ICP. Please try again.',
  updateIcp: 'Failed to update ICP. Please try again.',
  deleteIcp: 'Failed to delete ICP. Please try again.',
  loadUsps: 'Failed to load USPs',
  createUsp: 'Failed to create USP',
  updateUsp: 'Failed to update USP',
  deleteUsp: 'Failed to delete USP',
  changePassword: 'Failed to change password',
  changePasswordRetry: 'Failed to change password. Please try again.',
  loadInstructions: 'Failed to fetch instructions',
  updateInstruction: 'Failed to update instruction',
  createInstruction: 'Failed to create instruction',
} as const;
