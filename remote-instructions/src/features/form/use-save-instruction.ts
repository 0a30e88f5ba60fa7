import { errorMessage, type ApiError } from '@portal/shared';
import { queryClient, useMutation } from '@portal/shared/data';
import type { Prompt } from '@portal/contract';
import type { TemplateProblem } from '@portal/contract/template';
import * as promptsApi from '../../instructions/prompts-api';
import {
  toCreateRequest,
  toUpdateRequest,
  type InstructionFormValues,
} from './instruction-form-model';
import { INSTRUCTION_MESSAGES } from '../../messages';
import { PROMPTS_KEY } from '../../instructions/use-instructions';

export interface SaveFailure {
  message: string;
  /** 409: the version edited is no longer the active one; the list is out of date. */
  conflict: boolean;
}

/** The API's answers about the text's variables (issue 20), shown under the Instruction field. */
const TEMPLATE_CODES: readonly string[] = [
  'UNKNOWN_VARIABLE',
  'TEMPLATE_SYNTAX',
] satisfies TemplateProblem['code'][];

const isTemplateProblem = (error: ApiError) =>
  error.status === 400 && error.showable && TEMPLATE_CODES.includes(error.code);

/**
 * Saves the edit view: creates a prompt at version 1.0, or appends a version to the one
 * edited (spec §7); the list reloads after a save. Tracks whether it is busy and why it last
 * failed; the API's answer about the text's variables goes to `onTemplateProblem` instead.
 */
export function useSaveInstruction(
  prompt: Prompt | null,
  onSaved: () => void,
  onTemplateProblem: (message: string) => void,
) {
  const mutation = useMutation({
    mutationFn: async (values: InstructionFormValues) => {
      if (prompt) await promptsApi.createPromptVersion(toUpdateRequest(prompt, values));
      else await promptsApi.createPrompt(toCreateRequest(values));
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PROMPTS_KEY });
      onSaved();
    },
    onError: (error) => {
      if (isTemplateProblem(error)) onTemplateProblem(error.message);
    },
  });

  const fallback = prompt
    ? INSTRUCTION_MESSAGES.updateInstruction
    : INSTRUCTION_MESSAGES.createInstruction;
  const failure: SaveFailure | null =
    mutation.error && !isTemplateProblem(mutation.error)
      ? { message: errorMessage(mutation.error, fallback), conflict: mutation.error.status === 409 }
      : null;

  return {
    saving: mutation.isPending,
    failure,
    save: (values: InstructionFormValues) => mutation.mutate(values),
  };
}
