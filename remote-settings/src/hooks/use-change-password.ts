import { useMutation } from '@portal/shared/data';
import { logUnexpected } from '@portal/remote-kit';
import * as authApi from '../api/auth';
import { SETTINGS_MESSAGES } from '../messages';

/**
 * Spec §4 password change: start (busy) → success, or failure, where the error is rethrown
 * for the screen to show. The console keeps an unexpected cause under the action's own
 * message; a refusal (wrong current password) is expected and only shown.
 */
export function useChangePassword() {
  const mutation = useMutation({
    mutationFn: authApi.changePassword,
    onError: (error) => logUnexpected(SETTINGS_MESSAGES.changePassword, error),
  });
  return { changing: mutation.isPending, changePassword: mutation.mutateAsync };
}
