import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '@portal/shared';

/** The API's answer to a draft while the offline provider (no model) is configured. */
export const MODEL_NOT_CONFIGURED = 'MODEL_NOT_CONFIGURED';

type DraftCall<R> = (signal: AbortSignal) => Promise<R>;

/**
 * Runs one draft request at a time: busy while it runs, Cancel aborts it (its answer, should
 * one still come, is dropped), Retry sends the last one again. `done` gets only answers of
 * requests that were not cancelled; an error changes nothing but `error`.
 */
export function useDraft<R>(done: (answer: R) => void, fallback: string) {
  const controller = useRef<AbortController | null>(null);
  const last = useRef<DraftCall<R> | null>(null);
  // The latest `done`: an answer fills the form as it is when the answer comes.
  const doneRef = useRef(done);
  useEffect(() => {
    doneRef.current = done;
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; code: string } | null>(null);

  const run = useCallback(
    async (call: DraftCall<R>) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      last.current = call;
      setBusy(true);
      setError(null);
      try {
        const answer = await call(current.signal);
        if (current.signal.aborted) return;
        setBusy(false);
        doneRef.current(answer);
      } catch (cause) {
        if (current.signal.aborted) return;
        setBusy(false);
        const code = cause instanceof ApiError ? cause.code : 'CLIENT_ERROR';
        setError({ message: errorMessage(cause, fallback), code });
      }
    },
    [fallback],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    setBusy(false);
  }, []);

  // Leaving the form (or closing the panel) drops the request with it.
  useEffect(() => () => controller.current?.abort(), []);

  return {
    busy,
    error: error?.message ?? null,
    offline: error?.code === MODEL_NOT_CONFIGURED,
    /** The failure's code (the API's, or CLIENT_ERROR), null without one. */
    code: error?.code ?? null,
    run,
    cancel,
    retry: () => last.current && run(last.current),
  };
}
