import { apiClient } from '@portal/shared';
import type { CreateUspRequest, UpdateUspRequest, Usp } from '@portal/contract';

const base = '/api/usp-onboarding';
const id = encodeURIComponent;

export async function listUsps(tenantId: string, workspaceId: string): Promise<Usp[]> {
  const { data } = await apiClient.get<Usp[]>(
    `${base}/${id(tenantId)}/workspace/${id(workspaceId)}`,
  );
  return data;
}

export async function getUsp(tenantId: string, uspId: string): Promise<Usp> {
  const { data } = await apiClient.get<Usp>(`${base}/${id(tenantId)}/${id(uspId)}`);
  return data;
}

export async function createUsp(request: CreateUspRequest): Promise<Usp> {
  const { data } = await apiClient.post<Usp>(base, request);
  return data;
}

export async function updateUsp(request: UpdateUspRequest): Promise<Usp> {
  const { data } = await apiClient.put<Usp>(`${base}/${id(request.id)}`, request);
  return data;
}

export async function deleteUsp(tenantId: string, uspId: string): Promise<void> {
  await apiClient.delete(`${base}/${id(tenantId)}/${id(uspId)}`);
}
