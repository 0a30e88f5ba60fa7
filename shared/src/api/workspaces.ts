import { apiClient } from './http-client';
import type { Workspace } from '@portal/contract';

export async function listWorkspaces(tenantId: string): Promise<Workspace[]> {
  const { data } = await apiClient.get<Workspace[]>(
    `/api/workspaces/tenant/${encodeURIComponent(tenantId)}`,
  );
  return data;
}

export async function getWorkspace(id: string): Promise<Workspace> {
  const { data } = await apiClient.get<Workspace>(`/api/workspaces/${encodeURIComponent(id)}`);
  return data;
}
