import type { GenerationRef } from '@portal/contract';
import { ApiError } from '../errors';
import type { DraftKind } from '../kinds/draft-kind';
import { DRAFT_TARGETS } from '../kinds/drafts';
import type { GenerationClaim } from './lineage';
import type { GenerationTokens } from './generation-token';

/**
 * The verified claim of a create's or update's `generation`, or undefined without one. 400
 * GENERATION_TOKEN_INVALID for a token the server did not sign; 400
 * GENERATION_TOKEN_MISMATCH for one drafted for another tenant, workspace or kind of record.
 */
export function claimOf(
  tokens: GenerationTokens,
  generation: GenerationRef | undefined,
  expected: { kinds: readonly DraftKind[]; tenantId: string; workspaceId: string },
): GenerationClaim | undefined {
  if (!generation) return undefined;
  const claim = tokens.verify(generation.token);
  const mismatch = (message: string) =>
    new ApiError(400, 'GENERATION_TOKEN_MISMATCH', `generation.token ${message}`);
  if (!expected.kinds.includes(claim.kind)) {
    throw mismatch(
      `is of ${DRAFT_TARGETS[claim.kind].name}, not of ${expected.kinds.map((k) => DRAFT_TARGETS[k].name).join(' or ')}`,
    );
  }
  if (claim.tenantId !== expected.tenantId || claim.workspaceId !== expected.workspaceId) {
    throw mismatch('was drafted for another tenant or workspace');
  }
  return claim;
}
