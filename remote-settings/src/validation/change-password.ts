import { MIN_PASSWORD_LENGTH } from '@portal/contract/limits';

export interface ChangePasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Spec §5: the first rule broken, checked in the spec's order, or null when all hold. */
export function validateChangePassword(form: ChangePasswordForm): string | null {
  if (!form.currentPassword) return 'Current password is required';
  // Blank after trimming counts as missing, as the API answers.
  if (!form.newPassword.trim()) return 'New password is required';
  if (form.newPassword.length < MIN_PASSWORD_LENGTH)
    return `New password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (form.confirmPassword !== form.newPassword) return 'New passwords do not match';
  if (form.newPassword === form.currentPassword)
    return 'New password must be different from current password';
  return null;
}
