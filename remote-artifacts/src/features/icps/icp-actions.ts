import { FALLBACK_MESSAGES, icpsApi } from '@portal/shared';
import type { Icp } from '@portal/contract';
import { requireScope, withFallback } from '../../workspace-scope/require-scope';
import { toIcpFields, type IcpFormValues } from './icp-form-model';

/** The workspace's ICPs; rejects with the message to show. */
export function loadIcps(tenantId: string, workspaceId: string): Promise<Icp[]> {
  return withFallback(() => icpsApi.listIcps(tenantId, workspaceId), FALLBACK_MESSAGES.loadIcps);
}

export async function createIcp(values: IcpFormValues): Promise<Icp> {
  const scope = requireScope();
  return withFallback(
    () => icpsApi.createIcp({ ...scope, ...toIcpFields(values) }),
    FALLBACK_MESSAGES.createIcp,
  );
}

export async function updateIcp(id: string, values: IcpFormValues): Promise<Icp> {
  const scope = requireScope();
  return withFallback(
    () => icpsApi.updateIcp({ id, ...scope, ...toIcpFields(values) }),
    FALLBACK_MESSAGES.updateIcp,
  );
}

export async function deleteIcp(id: string): Promise<void> {
  const { tenantId } = requireScope();
  return withFallback(() => icpsApi.deleteIcp(tenantId, id), FALLBACK_MESSAGES.deleteIcp);
}
