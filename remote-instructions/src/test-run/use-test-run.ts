import { errorMessage } from '@portal/shared';
import { useMutation, useQuery } from '@portal/shared/data';
import type { TestRunRequest } from '@portal/contract';
import * as studioApi from './prompt-studio-api';
import { INSTRUCTION_MESSAGES } from '../messages';

/** Sends the draft's call to the model provider (and a second model); Retry sends the same again. */
export function useTestRun() {
  const mutation = useMutation({ mutationFn: studioApi.testRunPrompt });
  const asked = mutation.variables;
  return {
    run: (request: TestRunRequest) => mutation.mutate(request),
    retry: () => asked && mutation.mutate(asked),
    running: mutation.isPending,
    result: mutation.data ?? null,
    failure: mutation.error ? errorMessage(mutation.error, INSTRUCTION_MESSAGES.testRun) : null,
  };
}

/** Which provider answers test runs; it changes only with the server's settings. */
export function useModelProvider() {
  const query = useQuery({
    queryKey: ['model-provider'],
    queryFn: studioApi.getModelProvider,
    staleTime: Infinity,
  });
  return query.data ?? null;
}
