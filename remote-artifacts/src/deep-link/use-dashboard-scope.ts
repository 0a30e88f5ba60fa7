import { useMemo } from 'react';
import { useTenants, useWorkspaces } from '@portal/shared/data';
import { NO_SCOPE, type Scope } from '../workspace-scope/scope';
import type { DashboardParams } from './dashboard-params';

/**
 * checking: the URL names a tenant or workspace the lists have not vouched for yet;
 * granted: the user's lists hold the URL's tenant and workspace (or it names none);
 * denied: the user's lists lack the URL's tenant or workspace (no access, or no such id: the
 * two look the same).
 */
export type ScopeAccess = 'checking' | 'granted' | 'denied';

export interface DashboardScope {
  /** The URL's tenant and workspace, as far as the user's lists vouch for them. */
  scope: Scope;
  access: ScopeAccess;
}

/**
 * The dashboard's scope, read from its URL: a link's tenant counts once the user's own
 * tenant list contains it, its workspace once that tenant's workspace list does. Nothing here
 * reads the store's selection (the store follows the URL: use-store-follows-scope.ts).
 */
export function useDashboardScope({ tenant, workspace }: DashboardParams): DashboardScope {
  const { tenants, status: tenantsStatus } = useTenants();
  const tenantKnown =
    tenant !== null && tenantsStatus === 'ready' ? tenants.some(({ id }) => id === tenant) : null;
  // Only a tenant the user's list holds has its workspaces asked for: no request names an id
  // out of the user's reach.
  const { workspaces, status: workspacesStatus } = useWorkspaces(tenantKnown ? tenant : null);
  let workspaceKnown: boolean | null = null;
  if (workspace === null) workspaceKnown = true;
  else if (tenantKnown && workspacesStatus === 'ready') {
    workspaceKnown = workspaces.some(({ id }) => id === workspace);
  }

  let access: ScopeAccess = 'checking';
  if (tenant === null) access = 'granted';
  else if (tenantKnown === false || workspaceKnown === false) access = 'denied';
  else if (tenantKnown && workspaceKnown) access = 'granted';

  const vouchedTenant = tenantKnown ? tenant : null;
  const vouchedWorkspace = tenantKnown && workspaceKnown ? workspace : null;
  const scope = useMemo(
    () =>
      vouchedTenant === null
        ? NO_SCOPE
        : { tenantId: vouchedTenant, workspaceId: vouchedWorkspace },
    [vouchedTenant, vouchedWorkspace],
  );
  return { scope, access };
}
