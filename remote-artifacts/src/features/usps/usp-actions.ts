import { FALLBACK_MESSAGES, uspsApi } from '@portal/shared';
import type { Usp } from '@portal/contract';
import { requireScope, withFallback } from '../../workspace-scope/require-scope';
import type { UspFields } from './usp-form-model';

/** Spec §5 messages of the USP actions. */
export const USP_ID_REQUIRED_FOR_UPDATE = 'USP ID is required for updates';
export const USP_ID_REQUIRED_FOR_DELETION = 'USP ID is required for deletion';

// Every action rejects with the message to show: a spec §5 rule, the server's, or §8's fallback.

export async function loadUsps(tenantId: string, workspaceId: string): Promise<Usp[]> {
  return withFallback(() => uspsApi.listUsps(tenantId, workspaceId), FALLBACK_MESSAGES.loadUsps);
}

export async function createUsp(fields: UspFields): Promise<Usp> {
  const scope = requireScope();
  return withFallback(
    () => uspsApi.createUsp({ ...fields, ...scope }),
    FALLBACK_MESSAGES.createUsp,
  );
}

export async function updateUsp(id: string | undefined, fields: UspFields): Promise<Usp> {
  const scope = requireScope();
  if (!id) throw new Error(USP_ID_REQUIRED_FOR_UPDATE);
  return withFallback(
    () => uspsApi.updateUsp({ id, ...fields, ...scope }),
    FALLBACK_MESSAGES.updateUsp,
  );
}

export async function deleteUsp(id: string | undefined): Promise<void> {
  const { tenantId } = requireScope();
  if (!id) throw new Error(USP_ID_REQUIRED_FOR_DELETION);
  return withFallback(() => uspsApi.deleteUsp(tenantId, id), FALLBACK_MESSAGES.deleteUsp);
}
