import type { GenerationRef } from '@portal/contract';
import { Value } from 'typebox/value';
import { ApiError } from '../errors';
import { KINDS } from '../kinds';
import type { DraftKind } from '../kinds/draft-kind';
import { DRAFT_TARGETS } from '../kinds/drafts';
import { recordHash, type VerifiedClaim } from './lineage';
import type { GenerationTokens } from './generation-token';

/**
 * The verified claim of a create's or update's `generation`, or undefined without one. 400
 * GENERATION_TOKEN_INVALID for a token the server did not sign; 400
 * GENERATION_TOKEN_MISMATCH for one drafted for another tenant, workspace or kind of record,
 * and for a revision's (issue 39 §2) sent with anything but an update of the record it
 * revised, or without the proposal it answered (`generation.proposal`, checked by its hash).
 */
export function claimOf(
  tokens: GenerationTokens,
  generation: GenerationRef | undefined,
  expected: {
    kinds: readonly DraftKind[];
    tenantId: string;
    workspaceId: string;
    /** An update's record; a create has none. */
    recordId?: string;
  },
): VerifiedClaim | undefined {
  if (!generation) return undefined;
  const claim = tokens.verify(generation.token);
  const mismatch = (message: string) =>
    new ApiError(400, 'GENERATION_TOKEN_MISMATCH', `generation.${message}`);
  const target = DRAFT_TARGETS[claim.kind];
  if (!expected.kinds.includes(claim.kind)) {
    // Named by its drafts: a revision's token is of one record, never sent by mistake.
    const drafts = expected.kinds.filter((k) => !DRAFT_TARGETS[k].revision);
    throw mismatch(
      `token is of ${target.name}, not of ${drafts.map((k) => DRAFT_TARGETS[k].name).join(' or ')}`,
    );
  }
  if (claim.tenantId !== expected.tenantId || claim.workspaceId !== expected.workspaceId) {
    throw mismatch('token was drafted for another tenant or workspace');
  }
  if (claim.recordId === undefined) {
    if (generation.proposal) throw mismatch("proposal is sent only with a revision's token");
    return claim;
  }
  const label = KINDS[target.record].label;
  if (claim.recordId !== expected.recordId) {
    throw mismatch(
      `token is of a revision of another ${label}: save it with an update of that ${label}`,
    );
  }
  const proposal = generation.proposal;
  if (
    !proposal ||
    !Value.Check(KINDS[target.record].content, proposal) ||
    recordHash(target.record, proposal) !== claim.proposalHash
  ) {
    throw mismatch(`proposal must be the proposal the revision answered, as it answered it`);
  }
  return { ...claim, proposal };
}
