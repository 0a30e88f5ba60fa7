import { useMutation } from '@portal/shared/data';
import * as authApi from '../api/auth';
import { SETTINGS_MESSAGES } from '../messages';

/**
 * Spec §4 password change: start (busy) → success, or failure, where the error is rethrown
 * for the screen to show. The console keeps the cause under the action's own message.
 */
export function useChangePassword() {
  const mutation = useMutation({
    mutationFn: authApi.changePassword,
    onError: (error) => console.error(`${SETTINGS_MESSAGES.changePassword}:`, error),
  });
  return { changing: mutation.isPending, changePassword: mutation.mutateAsync };
}
