import { ApiError, errorMessage } from '@portal/shared';
import { queryClient, useMutation } from '@portal/shared/data';
import { PROMPTS_KEY } from '../../instructions/use-instructions';

/**
 * One release write (a request, a review, a comment, a release, a rollback) with what its
 * screen shows: busy while it runs, the API's refusal as it words it (409 REQUEST_OPEN,
 * TESTS_FAILING, NOT_ON_RELEASE...) or `fallback`. Once done it reloads `reloads` (by
 * default everything of the page: the Status cells, the requests, the history, what each
 * tenant resolves to) before it settles, so nothing shows the state before meanwhile.
 */
export function useReleaseWrite<Result, Asked>(
  write: (asked: Asked) => Promise<Result>,
  fallback: string,
  reloads: readonly unknown[] = PROMPTS_KEY,
) {
  const mutation = useMutation<Result, Asked>({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reloads }),
  });
  return {
    /** Resolves to the answer, or null when refused (the failure then says why). */
    run: (asked: Asked): Promise<Result | null> => mutation.mutateAsync(asked).catch(() => null),
    busy: mutation.isPending,
    asked: mutation.variables,
    done: mutation.data ?? null,
    failure: mutation.error ? errorMessage(mutation.error, fallback) : null,
    /** The API's code of the refusal ('TESTS_FAILING'), or null. */
    failureCode: mutation.error instanceof ApiError ? mutation.error.code : null,
    reset: mutation.reset,
  };
}
