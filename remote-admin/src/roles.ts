import type { Role } from '@portal/contract';
import { ROLES } from '@portal/contract/limits';

/** How the tables and forms name each role (the contract's ladder, lowest first). */
export const ROLE_LABELS: Record<Role, string> = {
  viewer: 'Viewer',
  editor: 'Editor',
  releaser: 'Releaser',
  admin: 'Admin',
};

export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Lower roles first, as the API sorts them. */
export const byRole = (a: Role, b: Role) => ROLES.indexOf(a) - ROLES.indexOf(b);
