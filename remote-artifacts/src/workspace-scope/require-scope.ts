import { ApiError } from '@portal/shared';
import type { Scope, WorkspaceScope } from './scope';

/** Spec §5: ICP and USP actions need a selected tenant and workspace. */
export const NO_SCOPE_MESSAGE = 'No tenant or workspace selected';

/** `scope` with both ids, or an ApiError with the spec's message. */
export function requireScope({ tenantId, workspaceId }: Scope): WorkspaceScope {
  if (!tenantId || !workspaceId) throw ApiError.rule('NO_SCOPE', NO_SCOPE_MESSAGE);
  return { tenantId, workspaceId };
}
