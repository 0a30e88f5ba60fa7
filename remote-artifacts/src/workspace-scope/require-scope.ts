import { ApiError, sessionStore } from '@portal/shared';

/** Spec §5: ICP and USP actions need a selected tenant and workspace. */
export const NO_SCOPE_MESSAGE = 'No tenant or workspace selected';

export interface WorkspaceScope {
  tenantId: string;
  workspaceId: string;
}

/** The selected tenant and workspace, or an ApiError with the spec's message. */
export function requireScope(): WorkspaceScope {
  const { selectedTenantId: tenantId, selectedWorkspaceId: workspaceId } = sessionStore.getState();
  if (!tenantId || !workspaceId) throw ApiError.rule('NO_SCOPE', NO_SCOPE_MESSAGE);
  return { tenantId, workspaceId };
}
