import { errorMessage } from '@portal/shared';
import { queryClient, useMutation } from '@portal/shared/data';
import { logUnexpected } from '@portal/remote-kit';

/** A query's key, as the data layer names its lists. */
type QueryKey = readonly unknown[];

/**
 * One admin action (create, rename, archive, a role, …): busy while it runs and until the lists
 * it changed are loaded again (`refresh` names them), then its failure as the message to show
 * inline: the API's ('admin@example.com is the last admin; …'), else `fallback`. `run` rejects
 * on failure too, for a form that stays open.
 */
export function useAdminAction<Variables, Result>(
  action: (variables: Variables) => Promise<Result>,
  fallback: string,
  refresh: (variables: Variables) => QueryKey[],
) {
  const mutation = useMutation({
    mutationFn: action,
    onSuccess: (_result, variables) =>
      Promise.all(
        refresh(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
    // The API's refusals show inline: only a failure nobody expected goes to the console.
    onError: (error) => logUnexpected(fallback, error),
  });
  return {
    run: mutation.mutateAsync,
    /** What the running action was asked to change, while it runs. */
    pending: mutation.isPending ? mutation.variables : undefined,
    error: mutation.isError ? errorMessage(mutation.error, fallback) : null,
    reset: mutation.reset,
  };
}
