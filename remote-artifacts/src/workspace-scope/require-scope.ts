import { errorMessage, sessionStore } from '@portal/shared';

/** Spec §5: ICP and USP actions need a selected tenant and workspace. */
export const NO_SCOPE_MESSAGE = 'No tenant or workspace selected';

export interface WorkspaceScope {
  tenantId: string;
  workspaceId: string;
}

/** The selected tenant and workspace, or an error with the spec's message. */
export function requireScope(): WorkspaceScope {
  const { selectedTenant, selectedWorkspace } = sessionStore.getState();
  if (!selectedTenant || !selectedWorkspace) throw new Error(NO_SCOPE_MESSAGE);
  return { tenantId: selectedTenant.id, workspaceId: selectedWorkspace.id };
}

/** Runs a call; a failure becomes an Error carrying the message to show (server's or fallback). */
export async function withFallback<T>(call: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new Error(errorMessage(error, fallback), { cause: error });
  }
}
