import type { CreatePromptRequest, Prompt, PromptType, UpdatePromptRequest } from '@portal/shared';

/** What the edit view's fields hold. */
export interface InstructionFormValues {
  description: string;
  promptType: PromptType;
  promptContent: string;
}

/** The API's limits (api/src/prompt-schemas.ts), so the fields stop where the server would. */
export const INSTRUCTION_LIMITS = { description: 500, promptContent: 50_000 } as const;

/** Spec §9: a new instruction always starts at version '1.0'. */
export const NEW_INSTRUCTION_VERSION = '1.0';

/** Spec §4: a new instruction starts with type ICP and empty text. */
export function toFormValues(prompt: Prompt | null): InstructionFormValues {
  if (!prompt) return { description: '', promptType: 'ICP', promptContent: '' };
  const { description, promptType, promptContent } = prompt;
  return { description, promptType, promptContent };
}

export function toCreateRequest(values: InstructionFormValues): CreatePromptRequest {
  return {
    version: NEW_INSTRUCTION_VERSION,
    description: values.description.trim(),
    promptType: values.promptType,
    promptContent: values.promptContent,
  };
}

/** Editing names the version edited; the server appends the next one. */
export function toUpdateRequest(
  prompt: Prompt,
  values: InstructionFormValues,
): UpdatePromptRequest {
  return {
    version: prompt.version,
    promptType: values.promptType,
    promptContent: values.promptContent,
    description: values.description.trim(),
    id: prompt.id,
  };
}
