import { useEffect } from 'react';
import { sessionStore } from '@portal/shared';

/** Loads the selected tenant's workspaces when nobody has asked for them yet (e.g. after a reload). */
export function useWorkspacesOnMount(tenantId: string | undefined): void {
  useEffect(() => {
    if (!tenantId) return;
    const { workspacesStatus, loadWorkspaces } = sessionStore.getState();
    if (workspacesStatus === 'idle') void loadWorkspaces(tenantId);
  }, [tenantId]);
}
