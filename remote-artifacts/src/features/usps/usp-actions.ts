import { ApiError } from '@portal/shared';
import type { GenerationRef, Usp } from '@portal/contract';
import * as uspsApi from '../../api/usps';
import { requireScope } from '../../workspace-scope/require-scope';
import type { Scope } from '../../workspace-scope/scope';
import type { UspFields } from './usp-form-model';

/** Spec §5 messages of the USP actions. */
export const USP_ID_REQUIRED_FOR_UPDATE = 'USP ID is required for updates';
export const USP_ID_REQUIRED_FOR_DELETION = 'USP ID is required for deletion';

// Each action acts in the dashboard's scope, and rejects with an ApiError: a spec §5 rule, or the API's answer.

export const loadUsps = uspsApi.listUsps;

/** `generation`: the token of the draft the form was filled from (issue 21), if any. */
const lineage = (generation?: GenerationRef | null) => (generation ? { generation } : {});

export async function createUsp(
  scope: Scope,
  fields: UspFields,
  generation?: GenerationRef | null,
): Promise<Usp> {
  return uspsApi.createUsp({ ...fields, ...requireScope(scope), ...lineage(generation) });
}

/** Applies only if `revision`, the one the form loaded, is still the stored one (else 409). */
export async function updateUsp(
  scope: Scope,
  id: string | undefined,
  revision: number | undefined,
  fields: UspFields,
  generation?: GenerationRef | null,
): Promise<Usp> {
  const ids = requireScope(scope);
  if (!id) throw ApiError.rule('USP_ID_REQUIRED', USP_ID_REQUIRED_FOR_UPDATE);
  return uspsApi.updateUsp({
    id,
    ...fields,
    ...ids,
    ...(revision ? { revision } : {}),
    ...lineage(generation),
  });
}

export async function deleteUsp(scope: Scope, id: string | undefined): Promise<void> {
  const { tenantId } = requireScope(scope);
  if (!id) throw ApiError.rule('USP_ID_REQUIRED', USP_ID_REQUIRED_FOR_DELETION);
  return uspsApi.deleteUsp(tenantId, id);
}
