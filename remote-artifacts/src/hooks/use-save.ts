import { errorMessage } from '@portal/shared';
import { useMutation } from '@portal/shared/data';

/**
 * Runs a form's save: busy while it runs, and why it last failed (the API's message, a spec
 * rule's, or the given spec §8 fallback).
 */
export function useSave<T>(onSaved: (saved: T) => void, fallback: string) {
  const mutation = useMutation({
    mutationFn: (call: () => Promise<T>) => call(),
    onSuccess: onSaved,
  });
  return {
    saving: mutation.isPending,
    saveError: mutation.error ? errorMessage(mutation.error, fallback) : null,
    save: (call: () => Promise<T>) => mutation.mutate(call),
  };
}
