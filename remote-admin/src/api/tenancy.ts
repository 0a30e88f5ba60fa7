import { apiClient } from '@portal/shared';
import type {
  CreateTenantRequest,
  CreateWorkspaceRequest,
  Tenant,
  TenantMember,
  UpdateTenantRequest,
  UpdateWorkspaceRequest,
  Workspace,
} from '@portal/contract';

const id = encodeURIComponent;

// The lists themselves are the session's (@portal/shared/data: tenantsQuery, workspacesQuery),
// so the selection screens see what an admin changes here at once.

export async function createTenant(request: CreateTenantRequest): Promise<Tenant> {
  const { data } = await apiClient.post<Tenant>('/api/tenants/', request);
  return data;
}

export async function updateTenant(tenantId: string, request: UpdateTenantRequest) {
  const { data } = await apiClient.put<Tenant>(`/api/tenants/${id(tenantId)}`, request);
  return data;
}

export async function setTenantArchived(tenantId: string, archived: boolean): Promise<Tenant> {
  const action = archived ? 'archive' : 'unarchive';
  const { data } = await apiClient.post<Tenant>(`/api/tenants/${id(tenantId)}/${action}`);
  return data;
}

export async function createWorkspace(request: CreateWorkspaceRequest): Promise<Workspace> {
  const { data } = await apiClient.post<Workspace>('/api/workspaces/', request);
  return data;
}

export async function updateWorkspace(workspaceId: string, request: UpdateWorkspaceRequest) {
  const { data } = await apiClient.put<Workspace>(`/api/workspaces/${id(workspaceId)}`, request);
  return data;
}

export async function setWorkspaceArchived(workspaceId: string, archived: boolean) {
  const action = archived ? 'archive' : 'unarchive';
  const { data } = await apiClient.post<Workspace>(`/api/workspaces/${id(workspaceId)}/${action}`);
  return data;
}

/** A tenant's members, by username. */
export async function listMembers(tenantId: string): Promise<TenantMember[]> {
  const { data } = await apiClient.get<TenantMember[]>(`/api/tenants/${id(tenantId)}/members`);
  return data;
}

export async function addMember(tenantId: string, userId: string): Promise<TenantMember> {
  const { data } = await apiClient.put<TenantMember>(
    `/api/tenants/${id(tenantId)}/members/${id(userId)}`,
  );
  return data;
}

export async function removeMember(tenantId: string, userId: string): Promise<void> {
  await apiClient.delete(`/api/tenants/${id(tenantId)}/members/${id(userId)}`);
}
