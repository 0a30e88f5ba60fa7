/** Spec §8 fallbacks of the password change. */
export const SETTINGS_MESSAGES = {
  changePassword: 'Failed to change password',
  changePasswordRetry: 'Failed to change password. Please try again.',
} as const;
