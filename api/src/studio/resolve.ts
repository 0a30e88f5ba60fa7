import type { PromptType, ResolvedPrompt } from '@portal/contract';
import { NO_RELEASE } from '@portal/contract/limits';
import { ApiError } from '../errors';
import type { Repositories } from '../repositories';

/** 404 NO_RELEASE (the contract's NoRelease): the browser tells it from a missing record. */
export const noInstructionOfType = (promptType: PromptType) =>
  new ApiError(404, NO_RELEASE, `No ${promptType} instruction is released; release one first`);

/**
 * The instruction the AI pipeline must use for `tenantId` now: its override of the type if it
 * has one (a pin answers the pinned version as it is, a variant as the override itself), else
 * its release of the type (issue 35: every tenant's, or its own in a staged rollout); 404
 * NO_RELEASE when the type has neither. One statement: the AI pipeline's hot path.
 */
export async function resolvePrompt(
  repos: Repositories,
  tenantId: string,
  promptType: PromptType,
): Promise<ResolvedPrompt> {
  const row = await repos.releases.resolveRow(tenantId, promptType);
  if (row?.override_id) {
    const pin = row.pinned_id !== null;
    return {
      id: pin ? row.pinned_id! : row.override_id,
      version: (pin ? row.pinned_version : row.variant_version)!,
      promptType,
      promptContent: (pin ? row.pinned_content : row.variant_content)!,
      source: 'override',
      override: pin ? 'pin' : 'variant',
    };
  }
  if (!row?.released_id) throw noInstructionOfType(promptType);
  return {
    id: row.released_id,
    version: row.released_version!,
    promptType,
    promptContent: row.released_content!,
    source: 'default',
    release: { id: row.release_id!, releasedAt: new Date(row.released_at!).toISOString() },
  };
}
