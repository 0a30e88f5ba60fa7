import { SESSION_MESSAGES } from '@portal/shared';
import { loadView, useQuery, useTenants, workspacesQuery } from '@portal/shared/data';
import { useScopeState } from './preview-scope-state';

export type { PreviewScope } from './preview-scope-state';

/**
 * The tenant, workspace and record a preview renders on, starting from the session's own
 * selection. A new tenant clears the workspace, a new workspace the record (as spec §4 does
 * for the session's selection), so a choice never points outside its parent. Shared with
 * the edit view's test cases when the edit view provides it (SharedPreviewScope).
 */
export function usePreviewScope() {
  const [scope, setScope] = useScopeState();

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
