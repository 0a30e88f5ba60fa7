import type { Account } from '@portal/contract';
import { acme, adminUser, globex, signIn } from '@portal/shared/testing';

export const adminAccount: Account = {
  id: adminUser.id,
  username: adminUser.username,
  role: 'admin',
  tenants: [],
  lastSignInAt: '2026-11-27T09:30:00.000Z',
  disabled: false,
  mustChangePassword: false,
};

export const staffAccount: Account = {
  id: 'u-staff',
  username: 'staff@example.com',
  role: 'editor',
  tenants: [{ id: acme.id, name: acme.name }],
  lastSignInAt: '2026-11-26T14:00:00.000Z',
  disabled: false,
  mustChangePassword: false,
};

export const viewerAccount: Account = {
  id: 'u-viewer',
  username: 'viewer@example.com',
  role: 'viewer',
  tenants: [
    { id: acme.id, name: acme.name },
    { id: globex.id, name: globex.name },
  ],
  lastSignInAt: null,
  disabled: false,
  mustChangePassword: false,
};

/** Signed in as the admin, as the area's tests start. */
export function signInAsAdmin() {
  signIn({}, adminUser);
}
