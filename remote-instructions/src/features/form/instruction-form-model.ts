import type {
  CreatePromptRequest,
  Prompt,
  PromptType,
  UpdatePromptRequest,
} from '@portal/contract';
import { NEW_PROMPT_VERSION } from '@portal/contract/limits';

/** What the edit view's fields hold. */
export interface InstructionFormValues {
  description: string;
  promptType: PromptType;
  promptContent: string;
}

/** Spec §4: a new instruction starts with type ICP and empty text. */
export function toFormValues(prompt: Prompt | null): InstructionFormValues {
  if (!prompt) return { description: '', promptType: 'ICP', promptContent: '' };
  const { description, promptType, promptContent } = prompt;
  return { description, promptType, promptContent };
}

/** Whether the fields hold what they started with: the form has nothing unsaved. */
export function sameInstructionFields(a: InstructionFormValues, b: InstructionFormValues): boolean {
  return (
    a.description === b.description &&
    a.promptType === b.promptType &&
    a.promptContent === b.promptContent
  );
}

export function toCreateRequest(values: InstructionFormValues): CreatePromptRequest {
  return {
    version: NEW_PROMPT_VERSION,
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
