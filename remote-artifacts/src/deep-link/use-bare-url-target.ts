import { useState } from 'react';
import { useSession } from '@portal/shared';
import { useLocation } from '@portal/shared/router';
import { dashboardSearch, type DashboardParams } from './dashboard-params';

type Place = Pick<DashboardParams, 'tab' | 'edit'>;

/**
 * Where a bare /dashboard (no tenant: entering from workspace selection, the side
 * navigation's link) goes: the stored selection, keeping the tab and form the page had
 * while it stayed open. Null when the URL names a tenant or nothing is stored. This is the
 * only place the store's selection reaches the URL.
 */
export function useBareUrlTarget(params: DashboardParams): string | null {
  const { search } = useLocation();
  const selectedTenantId = useSession((state) => state.selectedTenantId);
  const selectedWorkspaceId = useSession((state) => state.selectedWorkspaceId);
  // The tab and form of the last URL that named a tenant, kept from render to render.
  const [lastPlace, setLastPlace] = useState<Place | null>(null);
  if (params.tenant !== null && (lastPlace?.tab !== params.tab || lastPlace.edit !== params.edit)) {
    setLastPlace({ tab: params.tab, edit: params.edit });
  }

  if (params.tenant !== null || !selectedTenantId) return null;
  const { tab, edit } = lastPlace ?? { tab: null, edit: null };
  return dashboardSearch(search, {
    tenant: selectedTenantId,
    workspace: selectedWorkspaceId,
    tab,
    edit,
  });
}
