import { queryOptions } from '@tanstack/react-query';
import { tenantsApi, workspacesApi } from '../api';
import type { Tenant, Workspace } from '@portal/contract';
import { SESSION_MESSAGES } from '../messages';
import { useSession } from '../session';
import { useQuery } from './hooks';
import { loadView } from './load-view';

/**
 * The session's lists, loaded once per sign-in (Retry and choosing a tenant load again).
 * Every fresh list also checks the selection (follow-session.ts): a tenant or workspace the
 * user no longer reaches is dropped, never shown.
 */
export const tenantsQuery = () =>
  queryOptions({
    queryKey: ['tenants'],
    staleTime: Infinity,
    queryFn: (): Promise<Tenant[]> => tenantsApi.listTenants(),
  });

export const workspacesQuery = (tenantId: string) =>
  queryOptions({
    queryKey: ['workspaces', tenantId],
    staleTime: Infinity,
    queryFn: (): Promise<Workspace[]> => workspacesApi.listWorkspaces(tenantId),
  });

export function useTenants() {
  const query = useQuery(tenantsQuery());
  return { tenants: query.data ?? [], ...loadView(query, SESSION_MESSAGES.loadTenants) };
}

/**
 * The workspaces of a tenant: `forTenant` when given (a page whose URL names its tenant lists
 * them before the store follows), else the selected tenant's; none, and idle, without one.
 */
export function useWorkspaces(forTenant?: string | null) {
  const selectedTenantId = useSession((state) => state.selectedTenantId);
  const tenantId = forTenant === undefined ? selectedTenantId : forTenant;
  const query = useQuery({ ...workspacesQuery(tenantId ?? ''), enabled: tenantId !== null });
  return {
    tenantId,
    workspaces: tenantId ? (query.data ?? []) : [],
    ...loadView(query, SESSION_MESSAGES.loadWorkspaces),
  };
}

/** The selected tenant, once the tenant list that vouches for it is loaded. */
export function useSelectedTenant(): Tenant | null {
  const id = useSession((state) => state.selectedTenantId);
  const { tenants } = useTenants();
  return tenants.find((tenant) => tenant.id === id) ?? null;
}

/** The selected workspace, once its tenant's workspace list is loaded. */
export function useSelectedWorkspace(): Workspace | null {
  const id = useSession((state) => state.selectedWorkspaceId);
  const { workspaces } = useWorkspaces();
  return workspaces.find((workspace) => workspace.id === id) ?? null;
}
