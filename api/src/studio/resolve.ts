import type { PromptOverride, PromptType, ResolvedPrompt } from '@portal/contract';
import { notFound } from '../errors';
import type { Repositories } from '../repositories';

export const noInstructionOfType = (promptType: PromptType) =>
  notFound(`No ${promptType} instruction is released; release one first`);

/** A pin answers the pinned version as it is; a variant answers as the override itself. */
const fromOverride = (override: PromptOverride): ResolvedPrompt => ({
  id: override.promptId ?? override.id,
  version: override.version,
  promptType: override.promptType,
  promptContent: override.promptContent,
  source: 'override',
  override: override.kind,
});

/**
 * The instruction the AI pipeline must use for `tenantId` now: its override of the type if it
 * has one, else its release of the type (issue 35: every tenant's, or its own in a staged
 * rollout); 404 when the type has neither.
 */
export async function resolvePrompt(
  repos: Repositories,
  tenantId: string,
  promptType: PromptType,
): Promise<ResolvedPrompt> {
  const override = await repos.promptOverrides.find(tenantId, promptType);
  if (override) return fromOverride(override);
  const released = await repos.releases.released(tenantId, promptType);
  if (!released) throw noInstructionOfType(promptType);
  return {
    id: released.id,
    version: released.version,
    promptType,
    promptContent: released.prompt_content,
    source: 'default',
    release: { id: released.release_id, releasedAt: new Date(released.released_at).toISOString() },
  };
}
