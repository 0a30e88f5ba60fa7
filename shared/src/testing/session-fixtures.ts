import type { SessionUser, Tenant, Workspace } from '@portal/contract';
import { queryClient, tenantsQuery, workspacesQuery } from '../data';
import { sessionStore, signedOutState } from '../session';
import { TOKEN_STORAGE_KEY } from '../session/token-storage';

export const staffUser: SessionUser = {
  id: 'u-staff',
  username: 'staff@example.com',
  role: 'editor',
  isAdmin: false,
};

/** The other roles (docs/api.md "Roles"), as the seeded demo accounts have them. */
export const adminUser: SessionUser = {
  id: 'u-admin',
  username: 'admin@example.com',
  role: 'admin',
  isAdmin: true,
};
export const reviewerUser: SessionUser = {
  id: 'u-reviewer',
  username: 'reviewer@example.com',
  role: 'releaser',
  isAdmin: false,
};
export const viewerUser: SessionUser = {
  id: 'u-viewer',
  username: 'viewer@example.com',
  role: 'viewer',
  isAdmin: false,
};

export const acme: Tenant = {
  id: 't-acme',
  name: 'Acme Corp',
  configuration: { primaryDomain: 'acme.example.com' },
};
export const globex: Tenant = {
  id: 't-globex',
  name: 'Globex',
  configuration: { primaryDomain: 'globex.example.com' },
};
export const initech: Tenant = { id: 't-initech', name: 'Initech', configuration: {} };

export const enterpriseSales: Workspace = {
  id: 'w-enterprise',
  name: 'Enterprise Sales',
  tenantId: acme.id,
  description: 'Outbound motion for enterprise accounts',
};
export const smb: Workspace = { id: 'w-smb', name: 'SMB', tenantId: acme.id, description: '' };

function base64Url(value: object): string {
  return window
    .btoa(JSON.stringify(value))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** A token shaped like the API's (unsigned: the browser never verifies signatures). */
export function makeToken(user: SessionUser = staffUser, expiresInSeconds = 3600): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  const payload = {
    sub: user.id,
    username: user.username,
    role: user.role,
    isAdmin: user.isAdmin,
    exp,
  };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}

/** Back to a signed-out store with empty storage and an empty data cache. */
export function resetSession(): void {
  window.localStorage.clear();
  queryClient.clear();
  sessionStore.setState(signedOutState);
}

/** A signed-in store, as if the user had just signed in, with optional selections (ids). */
export function signIn(
  data: Partial<typeof signedOutState> = {},
  user: SessionUser = staffUser,
): void {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, makeToken(user));
  sessionStore.setState({ ...signedOutState, isAuthenticated: true, user, ...data });
}

/** Lists already loaded, as after the API answered them: no request is made for these. */
export function loadedLists({
  tenants,
  workspaces = {},
}: {
  tenants?: Tenant[];
  workspaces?: Record<string, Workspace[]>;
}): void {
  if (tenants) queryClient.setQueryData(tenantsQuery().queryKey, tenants);
  for (const [tenantId, list] of Object.entries(workspaces))
    queryClient.setQueryData(workspacesQuery(tenantId).queryKey, list);
}
