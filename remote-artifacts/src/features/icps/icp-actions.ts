import type { Icp } from '@portal/contract';
import * as icpsApi from '../../api/icps';
import { requireScope } from '../../workspace-scope/require-scope';
import { toIcpFields, type IcpFormValues } from './icp-form-model';

// Each action rejects with an ApiError: a spec §5 rule, or the API's answer.

export const loadIcps = icpsApi.listIcps;

export async function createIcp(values: IcpFormValues): Promise<Icp> {
  return icpsApi.createIcp({ ...requireScope(), ...toIcpFields(values) });
}

export async function updateIcp(id: string, values: IcpFormValues): Promise<Icp> {
  return icpsApi.updateIcp({ id, ...requireScope(), ...toIcpFields(values) });
}

export async function deleteIcp(id: string): Promise<void> {
  return icpsApi.deleteIcp(requireScope().tenantId, id);
}
