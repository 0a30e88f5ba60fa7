/** What each failure says when the API gives no message of its own (spec §8 style). */
export const ADMIN_MESSAGES = {
  loadAccounts: 'Error loading accounts',
  loadTenants: 'Error loading tenants',
  loadWorkspaces: 'Error loading workspaces',
  loadMembers: 'Error loading members',
  createAccount: 'Failed to create account. Please try again.',
  changeRole: 'Failed to change role. Please try again.',
  resetPassword: 'Failed to reset password. Please try again.',
  disable: 'Failed to disable account. Please try again.',
  enable: 'Failed to enable account. Please try again.',
  saveTenant: 'Failed to save tenant. Please try again.',
  archiveTenant: 'Failed to archive tenant. Please try again.',
  unarchiveTenant: 'Failed to unarchive tenant. Please try again.',
  saveWorkspace: 'Failed to save workspace. Please try again.',
  archiveWorkspace: 'Failed to archive workspace. Please try again.',
  unarchiveWorkspace: 'Failed to unarchive workspace. Please try again.',
  addMember: 'Failed to add member. Please try again.',
  removeMember: 'Failed to remove member. Please try again.',
  loadWebhooks: 'Error loading webhooks',
  loadDeliveries: 'Error loading deliveries',
  saveWebhook: 'Failed to save webhook. Please try again.',
  deleteWebhook: 'Failed to delete webhook. Please try again.',
  testWebhook: 'Failed to send a test delivery. Please try again.',
} as const;

/** What a non-admin who opens the area reads (the API refuses them too, 403). */
export const NOT_ALLOWED = {
  title: 'Not allowed',
  text: 'Only admins may manage accounts, tenants and workspaces. Ask an admin if something needs to change.',
} as const;
