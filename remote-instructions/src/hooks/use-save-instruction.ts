import { useState } from 'react';
import { isAxiosError } from 'axios';
import { errorMessage, FALLBACK_MESSAGES, promptsApi } from '@portal/shared';
import type { Prompt } from '@portal/contract';
import {
  toCreateRequest,
  toUpdateRequest,
  type InstructionFormValues,
} from '../instructions/instruction-form-model';

export interface SaveFailure {
  message: string;
  /** 409: the version edited is no longer the active one; the list is out of date. */
  conflict: boolean;
}

/**
 * Saves the edit view: creates a prompt at version 1.0, or appends a version to the one
 * edited (spec §7). Tracks whether it is busy and why it last failed.
 */
export function useSaveInstruction(prompt: Prompt | null, onSaved: () => void) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  async function save(values: InstructionFormValues) {
    setSaving(true);
    setFailure(null);
    try {
      if (prompt) await promptsApi.createPromptVersion(toUpdateRequest(prompt, values));
      else await promptsApi.createPrompt(toCreateRequest(values));
      setSaving(false);
      onSaved();
    } catch (error) {
      const fallback = prompt
        ? FALLBACK_MESSAGES.updateInstruction
        : FALLBACK_MESSAGES.createInstruction;
      setSaving(false);
      setFailure({
        message: errorMessage(error, fallback),
        conflict: isAxiosError(error) && error.response?.status === 409,
      });
    }
  }

  return { saving, failure, save };
}
