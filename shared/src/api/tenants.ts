import { apiClient } from './http-client';
import type { Tenant } from '@portal/contract';

export async function listTenants(): Promise<Tenant[]> {
  const { data } = await apiClient.get<Tenant[]>('/api/tenants/');
  return data;
}

export async function getTenant(id: string): Promise<Tenant> {
  const { data } = await apiClient.get<Tenant>(`/api/tenants/${encodeURIComponent(id)}`);
  return data;
}
