import type { GenerationRef, Icp } from '@portal/contract';
import * as icpsApi from '../../api/icps';
import { requireScope } from '../../workspace-scope/require-scope';
import type { Scope } from '../../workspace-scope/scope';
import { toIcpFields, type IcpFormValues } from './icp-form-model';

// Each action acts in the dashboard's scope, and rejects with an ApiError: a spec §5 rule, or the API's answer.

export const loadIcps = icpsApi.listIcps;

/** `generation`: the token of the draft the form was filled from (issue 21), if any. */
const lineage = (generation?: GenerationRef | null) => (generation ? { generation } : {});

export async function createIcp(
  scope: Scope,
  values: IcpFormValues,
  generation?: GenerationRef | null,
): Promise<Icp> {
  return icpsApi.createIcp({
    ...requireScope(scope),
    ...toIcpFields(values),
    ...lineage(generation),
  });
}

/** Applies only if `revision`, the one the form loaded, is still the stored one (else 409). */
export async function updateIcp(
  scope: Scope,
  id: string,
  revision: number,
  values: IcpFormValues,
  generation?: GenerationRef | null,
): Promise<Icp> {
  return icpsApi.updateIcp({
    id,
    ...requireScope(scope),
    ...toIcpFields(values),
    revision,
    ...lineage(generation),
  });
}

export async function deleteIcp(scope: Scope, id: string): Promise<void> {
  return icpsApi.deleteIcp(requireScope(scope).tenantId, id);
}
