import { apiClient } from '@portal/shared';
import type { CreateIcpRequest, Icp, UpdateIcpRequest } from '@portal/contract';

const base = '/api/icp-onboarding';
const id = encodeURIComponent;

export async function listIcps(tenantId: string, workspaceId: string): Promise<Icp[]> {
  const { data } = await apiClient.get<Icp[]>(
    `${base}/${id(tenantId)}/workspace/${id(workspaceId)}`,
  );
  return data;
}

export async function getIcp(tenantId: string, icpId: string): Promise<Icp> {
  const { data } = await apiClient.get<Icp>(`${base}/${id(tenantId)}/${id(icpId)}`);
  return data;
}

export async function createIcp(request: CreateIcpRequest): Promise<Icp> {
  const { data } = await apiClient.post<Icp>(base, request);
  return data;
}

export async function updateIcp(request: UpdateIcpRequest): Promise<Icp> {
  const { data } = await apiClient.put<Icp>(
    `${base}/${id(request.tenantId)}/${id(request.id)}`,
    request,
  );
  return data;
}

export async function deleteIcp(tenantId: string, icpId: string): Promise<void> {
  await apiClient.delete(`${base}/${id(tenantId)}/${id(icpId)}`);
}
