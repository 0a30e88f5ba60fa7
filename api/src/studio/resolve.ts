import type { PromptOverride, PromptType, ResolvedPrompt } from '@portal/contract';
import { notFound } from '../errors';
import type { Repositories } from '../repositories';

export const noInstructionOfType = (promptType: PromptType) =>
  notFound(`No active ${promptType} instruction exists; create one first`);

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
 * has one, else the type's default (the active version saved most recently); 404 when the type
 * has neither.
 */
export async function resolvePrompt(
  repos: Repositories,
  tenantId: string,
  promptType: PromptType,
): Promise<ResolvedPrompt> {
  const override = await repos.promptOverrides.find(tenantId, promptType);
  if (override) return fromOverride(override);
  const prompt = await repos.prompts.findDefault(promptType);
  if (!prompt) throw noInstructionOfType(promptType);
  const { id, version, promptContent } = prompt;
  return { id, version, promptType, promptContent, source: 'default' };
}
