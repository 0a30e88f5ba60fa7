import type { Prompt } from '@portal/contract';
import { defaultInstructions, rowOverrides } from './row-overrides';
import { usePromptOverrides } from '../overrides/use-prompt-overrides';

/**
 * The tenant overrides a row of the Instructions list mentions, given every instruction (the
 * default of a type is found among all of them, not only the rows found). Only a hint beside
 * the spec's cells: when the overrides fail to load the rows show none (the history says why,
 * with Retry).
 */
export function useRowOverrides(prompts: readonly Prompt[]) {
  const { overrides } = usePromptOverrides();
  const defaults = defaultInstructions(prompts);
  return (prompt: Prompt) => rowOverrides(prompt, defaults, overrides);
}
