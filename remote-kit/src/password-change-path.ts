// '@portal/remote-kit/password-change-path': where a one-time password is changed, in an entry
// of its own so the sign-in page can send the user there without bundling the gate (its byte
// budget); '@portal/remote-kit/password-change' re-exports both.

/** Spec §2: the change-password screen (remote-settings' Settings page). */
export const PASSWORD_CHANGE_PATH = '/dashboard/settings';

/** What the change-password screen is told: where the user was headed, to go on there after. */
export interface PasswordChangeState {
  continueTo: string;
}
