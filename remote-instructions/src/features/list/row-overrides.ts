import type { Prompt, PromptOverride, PromptType } from '@portal/contract';

/** What the Instructions list says about one row's tenant overrides. */
export interface RowOverrides {
  /** On the type's default instruction: the tenants that use something else. */
  overriddenFor: string[];
  /** On a pinned version's row: the tenants pinned to it. */
  pinnedFor: string[];
}

/**
 * Each type's default instruction, as the API resolves it: of the active versions of that
 * type, the one saved most recently.
 */
export function defaultInstructions(prompts: readonly Prompt[]): Map<PromptType, string> {
  const latest = new Map<PromptType, Prompt>();
  for (const prompt of prompts) {
    if (!prompt.isActive) continue;
    const current = latest.get(prompt.promptType);
    if (!current || prompt.updatedAt > current.updatedAt) latest.set(prompt.promptType, prompt);
  }
  return new Map([...latest].map(([type, prompt]) => [type, prompt.id]));
}

const tenantNames = (overrides: readonly PromptOverride[]) =>
  [...new Set(overrides.map((override) => override.tenantName))].sort((a, b) => a.localeCompare(b));

export function rowOverrides(
  prompt: Prompt,
  defaults: Map<PromptType, string>,
  overrides: readonly PromptOverride[],
): RowOverrides {
  const isDefault = prompt.isActive === 1 && defaults.get(prompt.promptType) === prompt.id;
  return {
    overriddenFor: isDefault
      ? tenantNames(overrides.filter((override) => override.promptType === prompt.promptType))
      : [],
    pinnedFor: tenantNames(
      overrides.filter(
        (override) =>
          override.kind === 'pin' &&
          override.promptId === prompt.id &&
          override.version === prompt.version,
      ),
    ),
  };
}
