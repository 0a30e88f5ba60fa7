import type { SessionUser } from '@portal/contract';
import { roleHolds, type Right } from '@portal/contract/limits';
import { useSession } from '../session';

/** A right a screen may ask about: every signed-in role reads. */
type ActionRight = Exclude<Right, 'read'>;

/**
 * Whether `user` holds `right` on the role ladder the API enforces (contract's `LOWEST_ROLE`):
 * `change` (editors and up), `release` (releasers and up), `administer` (admins). Nobody
 * signed in holds none. Since 3.2.
 */
export function can(user: SessionUser | null, right: ActionRight): boolean {
  return user !== null && roleHolds(user.role, right);
}

/**
 * Whether the signed-in user holds `right`, for a screen that offers an action only to those
 * the API lets take it (issue 34: what a viewer cannot do is hidden or disabled). Since 3.2.
 */
export function useCan(right: ActionRight): boolean {
  return useSession((state) => can(state.user, right));
}
