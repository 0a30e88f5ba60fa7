// '@portal/remote-kit/password-change': an entry of its own, so a page that needs only this
// (the sign-in flow's) does not bundle the kit's lifecycles and guards with it.
import type { ReactNode } from 'react';
import { useSession } from '@portal/shared';
import { Navigate, useLocation } from '@portal/shared/router';
import { PASSWORD_CHANGE_PATH, type PasswordChangeState } from './password-change-path';

export { PASSWORD_CHANGE_PATH, type PasswordChangeState } from './password-change-path';

/**
 * While the account holds a one-time password (the session store says so, from the sign-in's
 * answer or a call refused with 403 PASSWORD_CHANGE_REQUIRED), a page that needs the API shows
 * nothing of itself and sends the user to change it, remembering where they were.
 */
export function PasswordChangeGate({ children }: { children: ReactNode }) {
  const mustChangePassword = useSession((state) => state.mustChangePassword);
  const { pathname, search } = useLocation();
  if (!mustChangePassword || pathname === PASSWORD_CHANGE_PATH) return children;
  const state: PasswordChangeState = { continueTo: pathname + search };
  return <Navigate to={PASSWORD_CHANGE_PATH} replace state={state} />;
}

/**
 * On the change-password screen: where the user was headed when sent to change a one-time
 * password, or null. Only the portal's own navigation sets it (a path of this origin).
 */
export function usePasswordChangeContinuation(): string | null {
  const { state } = useLocation();
  const continueTo = (state as Partial<PasswordChangeState> | null)?.continueTo;
  return typeof continueTo === 'string' && /^\/(?![/\\])/.test(continueTo) ? continueTo : null;
}
