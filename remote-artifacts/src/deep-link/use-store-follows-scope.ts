import { useEffect } from 'react';
import { sessionStore, useSession } from '@portal/shared';
import type { Scope } from '../workspace-scope/scope';
import type { ScopeAccess } from './use-dashboard-scope';

/**
 * The one place the store follows the dashboard's URL: its selection becomes the URL's scope
 * once the user's lists vouch for it (the tenant first, then the workspace), so the next
 * visit and the other pages start from it. It never writes the URL; a bare URL (no tenant)
 * leaves the store alone, since the dashboard fills that URL from the store.
 */
export function useStoreFollowsScope({ tenantId, workspaceId }: Scope, access: ScopeAccess) {
  const selectedTenantId = useSession((state) => state.selectedTenantId);
  const selectedWorkspaceId = useSession((state) => state.selectedWorkspaceId);

  useEffect(() => {
    if (tenantId === null) return;
    const store = sessionStore.getState();
    if (store.selectedTenantId !== tenantId) store.selectTenant(tenantId);
    // Choosing a tenant cleared the workspace: compare with the store as it is now.
    const { selectedWorkspaceId: storedWorkspaceId, selectWorkspace } = sessionStore.getState();
    if (access === 'granted' && storedWorkspaceId !== workspaceId) selectWorkspace(workspaceId);
    // The stored selection is a dependency too: changed elsewhere, it follows the URL again.
  }, [tenantId, workspaceId, access, selectedTenantId, selectedWorkspaceId]);
}
