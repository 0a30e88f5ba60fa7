import type { Tenant, Workspace } from '@portal/contract';

/**
 * Whether the selected tenant is one the user's tenant list no longer holds: derived from the
 * ids and the list, never stored.
 */
export function tenantLost(selectedTenantId: string | null, tenants: readonly Tenant[]): boolean {
  return selectedTenantId !== null && !tenants.some((tenant) => tenant.id === selectedTenantId);
}

/** Whether the selected workspace is one its tenant's list (`tenantId`'s) no longer holds. */
export function workspaceLost(
  selection: { selectedTenantId: string | null; selectedWorkspaceId: string | null },
  tenantId: string,
  workspaces: readonly Workspace[],
): boolean {
  const { selectedTenantId, selectedWorkspaceId } = selection;
  if (tenantId !== selectedTenantId || selectedWorkspaceId === null) return false;
  return !workspaces.some((workspace) => workspace.id === selectedWorkspaceId);
}
