import { sessionStore } from '@portal/shared';
import type { PagePlace } from '@portal/shared/remotes';
import { listIcps } from '../api/icps';
import { readDashboardParams } from '../deep-link/dashboard-params';
import { prefetchWorkspaceList } from '../workspace-scope/workspace-list-query';

/**
 * Exposed as `./DashboardPrefetch`: while the dashboard's page still loads, starts its first
 * list, the ICP list of the stored selection, into the cache the page's list reads. Only
 * where the page shows that list first: the ICP tab of the stored scope, or a link naming it.
 * Kept small and apart from the page, so it arrives before the page's code.
 */
export function prefetch({ search }: PagePlace): void {
  const { selectedTenantId: tenantId, selectedWorkspaceId: workspaceId } = sessionStore.getState();
  if (!tenantId || !workspaceId) return;
  const params = readDashboardParams(search);
  const storedScope =
    params.tenant === null || (params.tenant === tenantId && params.workspace === workspaceId);
  if (!storedScope || params.tab !== 'icp') return;
  prefetchWorkspaceList('icps', listIcps, tenantId, workspaceId);
}
