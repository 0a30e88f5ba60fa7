import { errorMessage } from '@portal/shared';
import { useMutation } from '@portal/shared/data';

/** The API's code for a save based on a revision that is no longer the stored one. */
export const STALE_REVISION = 'STALE_REVISION';

/**
 * Runs a form's save: busy while it runs, and why it last failed (the API's message, a spec
 * rule's, or the given spec §8 fallback). `stale`: it failed because someone else saved the
 * item since the form loaded it.
 */
export function useSave<T>(onSaved: (saved: T) => void, fallback: string) {
  const mutation = useMutation({
    mutationFn: (call: () => Promise<T>) => call(),
    onSuccess: onSaved,
  });
  const stale = mutation.error?.code === STALE_REVISION;
  return {
    saving: mutation.isPending,
    stale,
    saveError: mutation.error && !stale ? errorMessage(mutation.error, fallback) : null,
    save: (call: () => Promise<T>) => mutation.mutate(call),
  };
}
