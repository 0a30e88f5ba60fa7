import { apiClient } from '@portal/shared';
import type { Icp, Usp } from '@portal/contract';

// The records a preview renders on; the artifacts remote owns them, this one only reads them.
const id = encodeURIComponent;

export async function listIcps(tenantId: string, workspaceId: string): Promise<Icp[]> {
  const { data } = await apiClient.get<Icp[]>(
    `/api/icp-onboarding/${id(tenantId)}/workspace/${id(workspaceId)}`,
  );
  return data;
}

export async function listUsps(tenantId: string, workspaceId: string): Promise<Usp[]> {
  const { data } = await apiClient.get<Usp[]>(
    `/api/usp-onboarding/${id(tenantId)}/workspace/${id(workspaceId)}`,
  );
  return data;
}
