import { useCallback, useEffect, useState } from 'react';
import { errorMessage, FALLBACK_MESSAGES, promptsApi } from '@portal/shared';
import type { Prompt } from '@portal/contract';
import { activeFirst } from '../instructions/active-first';

export type ListStatus = 'loading' | 'ready' | 'error';

interface Loaded {
  /** Which attempt the prompts (or error) answer. */
  attempt: number;
  prompts: Prompt[];
  error: string | null;
}

/**
 * The instruction list, active ones first, loaded on mount and again on `reload`. While a
 * reload runs, or after it failed, the previous rows stay; an older attempt's answer is dropped.
 */
export function useInstructions() {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ attempt: -1, prompts: [], error: null });

  useEffect(() => {
    let current = true;
    promptsApi.listPrompts().then(
      (prompts) => current && setLoaded({ attempt, prompts: activeFirst(prompts), error: null }),
      (error: unknown) =>
        current &&
        setLoaded((previous) => ({
          attempt,
          prompts: previous.prompts,
          error: errorMessage(error, FALLBACK_MESSAGES.loadInstructions),
        })),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  let status: ListStatus = 'ready';
  if (loaded.attempt !== attempt) status = 'loading';
  else if (loaded.error !== null) status = 'error';

  return {
    prompts: loaded.prompts,
    status,
    error: loaded.error,
    reload: useCallback(() => setAttempt((count) => count + 1), []),
  };
}
