import { useState } from 'react';
import { SESSION_MESSAGES, useSession } from '@portal/shared';
import { loadView, useQuery, useTenants, workspacesQuery } from '@portal/shared/data';

export interface PreviewScope {
  tenantId: string | null;
  workspaceId: string | null;
  /** The ICP or USP chosen; which one the type asks for is the panel's business. */
  recordId: string | null;
}

/**
 * The tenant, workspace and record a preview renders on, starting from the session's own
 * selection. A new tenant clears the workspace, a new workspace the record (as spec §4 does
 * for the session's selection), so a choice never points outside its parent.
 */
export function usePreviewScope() {
  const selectedTenantId = useSession((state) => state.selectedTenantId);
  const selectedWorkspaceId = useSession((state) => state.selectedWorkspaceId);
  const [scope, setScope] = useState<PreviewScope>(() => ({
    tenantId: selectedTenantId,
    workspaceId: selectedTenantId ? selectedWorkspaceId : null,
    recordId: null,
  }));

  const tenants = useTenants();
  const workspacesResult = useQuery({
    ...workspacesQuery(scope.tenantId ?? ''),
    enabled: scope.tenantId !== null,
  });
  const workspaces = {
    workspaces: scope.tenantId ? (workspacesResult.data ?? []) : [],
    ...loadView(workspacesResult, SESSION_MESSAGES.loadWorkspaces),
  };

  return {
    scope,
    tenants,
    workspaces,
    chooseTenant: (tenantId: string) => setScope({ tenantId, workspaceId: null, recordId: null }),
    chooseWorkspace: (workspaceId: string) =>
      setScope((current) => ({ ...current, workspaceId, recordId: null })),
    chooseRecord: (recordId: string | null) => setScope((current) => ({ ...current, recordId })),
  };
}
