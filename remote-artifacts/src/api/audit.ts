import { apiClient } from '@portal/shared';
import type { AuditPage, AuditQuery } from '@portal/contract';

/** GET /api/audit: one page of a tenant's audit entries, newest first. */
export async function listAudit(query: AuditQuery): Promise<AuditPage> {
  const { data } = await apiClient.get<AuditPage>('/api/audit', { params: query });
  return data;
}
