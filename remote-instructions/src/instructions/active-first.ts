import type { Prompt } from '@portal/contract';

const time = (prompt: Prompt) => Date.parse(prompt.updatedAt) || 0;

/**
 * Spec §4: active instructions first. Within each group the most recently modified comes
 * first; ties keep the server's order (the sort is stable).
 */
export function activeFirst(prompts: readonly Prompt[]): Prompt[] {
  return [...prompts].sort((a, b) => b.isActive - a.isActive || time(b) - time(a));
}
