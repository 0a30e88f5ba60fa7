import { apiClient } from '@portal/shared';
import type { CopyRequest, CopyResult } from '@portal/contract';
import type { WorkspaceScope } from '../workspace-scope/scope';

const id = encodeURIComponent;

/**
 * POST …/copy into `target` (the request names the source): the preview with `dryRun: true`,
 * else the write. A copy of hundreds of records takes longer than the portal's usual 10 s.
 */
export async function copyRecords(
  target: WorkspaceScope,
  request: CopyRequest,
): Promise<CopyResult> {
  const { data } = await apiClient.post<CopyResult>(
    `/api/tenants/${id(target.tenantId)}/workspaces/${id(target.workspaceId)}/copy`,
    request,
    { timeout: 60_000 },
  );
  return data;
}
