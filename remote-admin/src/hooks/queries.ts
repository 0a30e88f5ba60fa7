import { queryOptions } from '@portal/shared/data';
import { listAccounts } from '../api/accounts';
import { listMembers } from '../api/tenancy';

/** Every account (admins only). Loaded when the area opens, again after each change. */
export const accountsQuery = () =>
  queryOptions({ queryKey: ['admin', 'accounts'], queryFn: listAccounts });

/** A tenant's members. */
export const membersQuery = (tenantId: string) =>
  queryOptions({ queryKey: ['admin', 'members', tenantId], queryFn: () => listMembers(tenantId) });

/** The session's lists an admin change touches (the selection screens read them too). */
export const TENANTS_KEY = ['tenants'];
export const workspacesKey = (tenantId: string) => ['workspaces', tenantId];

/** Every tenant's member list: a role or an account's tenants changed. */
export const MEMBERS_KEY = ['admin', 'members'];
