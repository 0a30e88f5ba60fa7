import { useState } from 'react';
import { authApi, FALLBACK_MESSAGES } from '@portal/shared';
import type { ChangePasswordRequest } from '@portal/contract';

/**
 * Spec §4 password change: start (busy) → success, or failure, where the error is rethrown
 * for the screen to show. The console keeps the cause under the action's own message.
 */
export function useChangePassword() {
  const [changing, setChanging] = useState(false);

  async function changePassword(request: ChangePasswordRequest): Promise<void> {
    setChanging(true);
    try {
      await authApi.changePassword(request);
    } catch (error) {
      console.error(`${FALLBACK_MESSAGES.changePassword}:`, error);
      throw error;
    } finally {
      setChanging(false);
    }
  }

  return { changing, changePassword };
}
