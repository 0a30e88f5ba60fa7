import { sessionStore } from '@portal/shared';
import { startEarlyGet } from './early-get';

/**
 * A returning user's dashboard, while its remote still loads: the Onboarding Artifacts page's
 * first call, the ICP list of the stored selection, starts now and the page's own call takes
 * its answer (early-get.ts). The tenant and workspace lists already start with the session
 * (`restoreSession`). Only where that page shows that list first: /dashboard on the ICP tab,
 * its link naming no other tenant or workspace.
 */
export function startDashboardRequests(
  { pathname, search }: Pick<Location, 'pathname' | 'search'> = window.location,
): void {
  if (pathname.replace(/\/$/, '') !== '/dashboard') return;
  const { selectedTenantId: tenant, selectedWorkspaceId: workspace } = sessionStore.getState();
  if (!tenant || !workspace) return;
  const query = new URLSearchParams(search);
  const sameScope =
    (query.get('tenant') ?? tenant) === tenant &&
    (query.get('workspace') ?? workspace) === workspace;
  if (!sameScope || (query.get('tab') ?? 'icp') !== 'icp') return;
  const id = encodeURIComponent;
  startEarlyGet(`/api/icp-onboarding/${id(tenant)}/workspace/${id(workspace)}`);
}
