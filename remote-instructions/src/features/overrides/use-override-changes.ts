import { errorMessage } from '@portal/shared';
import { queryClient, useMutation } from '@portal/shared/data';
import type { PromptOverride, PromptType, PutPromptOverrideRequest } from '@portal/contract';
import * as overridesApi from './prompt-overrides-api';
import { INSTRUCTION_MESSAGES } from '../../messages';
import { PROMPTS_KEY } from '../../instructions/use-instructions';

interface PutOverride {
  tenantId: string;
  request: PutPromptOverrideRequest;
}

const kindOf = (request: PutPromptOverrideRequest) => ('promptId' in request ? 'pin' : 'variant');

// Success or failure, the overrides, the list's tags and any preview reload.
const reload = () => queryClient.invalidateQueries({ queryKey: PROMPTS_KEY });

const describeSaved = (saved: PromptOverride) =>
  saved.kind === 'pin'
    ? `${saved.tenantName} is pinned to V${saved.version}.`
    : `${saved.tenantName} uses its own variant V${saved.version}.`;

/**
 * An admin's changes of one type's tenant overrides: pin a tenant to a version, give it its
 * own text, or remove its override. The API answers 403 FORBIDDEN to staff; its message shows.
 */
export function useOverrideChanges(promptType: PromptType) {
  const put = useMutation<PromptOverride, PutOverride>({
    mutationFn: ({ tenantId, request }) =>
      overridesApi.putPromptOverride(tenantId, promptType, request),
    onSettled: reload,
  });
  const remove = useMutation<void, PromptOverride>({
    mutationFn: (override) => overridesApi.deletePromptOverride(override.tenantId, promptType),
    onSettled: reload,
  });

  let done: string | null = null;
  if (put.data) done = describeSaved(put.data);
  else if (remove.isSuccess && remove.variables) {
    done = `${remove.variables.tenantName} uses its release again.`;
  }
  let failure: string | null = null;
  if (put.error) failure = errorMessage(put.error, INSTRUCTION_MESSAGES.saveOverride);
  else if (remove.error) failure = errorMessage(remove.error, INSTRUCTION_MESSAGES.removeOverride);

  return {
    /** Resolves true once saved; a failure is shown from `failure`, not thrown. */
    save: (change: PutOverride) => {
      remove.reset();
      return put.mutateAsync(change).then(
        () => true,
        () => false,
      );
    },
    remove: (override: PromptOverride) => {
      put.reset();
      return remove.mutateAsync(override).catch(() => {});
    },
    /** Which kind of override is being saved, if any. */
    saving: put.isPending && put.variables ? kindOf(put.variables.request) : null,
    removing: remove.isPending ? (remove.variables?.tenantId ?? null) : null,
    done,
    failure,
  };
}
