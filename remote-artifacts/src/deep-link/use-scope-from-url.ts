import { useEffect, useRef } from 'react';
import { sessionStore, useSession } from '@portal/shared';
import { useTenants, useWorkspaces } from '@portal/shared/data';
import type { DashboardParams } from './dashboard-params';
import { useDashboardUrl } from './use-dashboard-url';

/**
 * checking: the URL names a tenant or workspace the lists have not vouched for yet;
 * granted: the user's lists hold the URL's tenant and workspace; denied: the user's lists lack the URL's
 * tenant or workspace (no access, or no such id: the two look the same).
 */
export type ScopeAccess = 'checking' | 'granted' | 'denied';

/**
 * On the dashboard the URL says which tenant and workspace are selected: opening a link
 * selects them in the store, once the user's own tenant and workspace lists contain them, and
 * the switchers change the URL. A URL without a tenant (entering from workspace selection,
 * the side navigation's link) is filled in from the store, keeping the tab and form it had.
 */
export function useScopeFromUrl(): ScopeAccess {
  const { params, update } = useDashboardUrl();
  const { tenant, workspace } = params;
  const selectedTenantId = useSession((state) => state.selectedTenantId);
  const selectedWorkspaceId = useSession((state) => state.selectedWorkspaceId);
  const { tenants, status: tenantsStatus } = useTenants();
  // The store's tenant's workspaces: the URL's once the store follows it.
  const { workspaces, status: workspacesStatus } = useWorkspaces();

  const tenantKnown = tenantsStatus === 'ready' ? tenants.some(({ id }) => id === tenant) : null;
  const workspacesListed = selectedTenantId === tenant && workspacesStatus === 'ready';
  let workspaceKnown: boolean | null = null;
  if (workspace === null) workspaceKnown = true;
  else if (workspacesListed) workspaceKnown = workspaces.some(({ id }) => id === workspace);

  const lastPlace = useRef<DashboardParams | null>(null);
  useEffect(() => {
    if (tenant !== null) {
      lastPlace.current = params;
      return;
    }
    if (selectedTenantId) {
      const { tab, edit } = lastPlace.current ?? { tab: null, edit: null };
      update({ tenant: selectedTenantId, workspace: selectedWorkspaceId, tab, edit });
    }
  }, [params, tenant, selectedTenantId, selectedWorkspaceId, update]);

  useEffect(() => {
    if (tenant === null || tenantKnown !== true) return;
    const store = sessionStore.getState();
    if (store.selectedTenantId !== tenant) store.selectTenant(tenant);
    else if (workspaceKnown === true && store.selectedWorkspaceId !== workspace) {
      store.selectWorkspace(workspace);
    }
  }, [tenant, workspace, tenantKnown, workspaceKnown, selectedTenantId, selectedWorkspaceId]);

  if (tenant === null) return 'granted';
  if (tenantKnown === false || workspaceKnown === false) return 'denied';
  // Once both are vouched for, the store follows within an effect: the lists stay mounted
  // and show the switch as any switch ('Updating...' over the previous items).
  return tenantKnown && workspaceKnown ? 'granted' : 'checking';
}
