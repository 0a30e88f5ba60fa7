import { errorMessage } from '@portal/shared';
import { queryClient, useMutation } from '@portal/shared/data';
import type { Prompt, UpdatePromptResponse } from '@portal/contract';
import * as promptsApi from '../../instructions/prompts-api';
import { INSTRUCTION_MESSAGES } from '../../messages';
import { PROMPTS_KEY } from '../../instructions/use-instructions';

interface RestoreRequest {
  /** The old version whose content comes back. */
  version: Prompt;
  /** The version the user saw active; the server refuses (409) if another is active by now. */
  activeVersion: string;
}

/**
 * Restores an old version as a new active one. Success or failure, the list and the history
 * reload: after a conflict they show what is active now.
 */
export function useRestoreVersion() {
  const mutation = useMutation<UpdatePromptResponse, RestoreRequest>({
    mutationFn: ({ version, activeVersion }) =>
      promptsApi.restorePromptVersion(version.id, version.version, { activeVersion }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROMPTS_KEY }),
  });
  return {
    restore: (request: RestoreRequest) => mutation.mutateAsync(request),
    restored: mutation.data ?? null,
    restoredFrom: mutation.variables?.version.version ?? null,
    failure: mutation.error
      ? errorMessage(mutation.error, INSTRUCTION_MESSAGES.restoreVersion)
      : null,
    reset: mutation.reset,
  };
}
