import type { Icp } from '@portal/contract';
import * as icpsApi from '../../api/icps';
import { requireScope } from '../../workspace-scope/require-scope';
import { toIcpFields, type IcpFormValues } from './icp-form-model';

// Each action rejects with an ApiError: a spec §5 rule, or the API's answer.

export const loadIcps = icpsApi.listIcps;

export async function createIcp(values: IcpFormValues): Promise<Icp> {
  return icpsApi.createIcp({ ...requireScope(), ...toIcpFields(values) });
}

/** Applies only if `revision`, the one the form loaded, is still the stored one (else 409). */
export async function updateIcp(id: string, revision: number, values: IcpFormValues): Promise<Icp> {
  return icpsApi.updateIcp({ id, ...requireScope(), ...toIcpFields(values), revision });
}

export async function deleteIcp(id: string): Promise<void> {
  return icpsApi.deleteIcp(requireScope().tenantId, id);
}
