import { ApiError, errorMessage } from '@portal/shared';
import { loadView, queryClient, useMutation, useQuery } from '@portal/shared/data';
import type { RunTestCasesRequest } from '@portal/contract';
import * as testCasesApi from './test-cases-api';
import { INSTRUCTION_MESSAGES } from '../../messages';
import { PASS_RATES_KEY } from './use-test-pass-rates';

const TEST_RESULTS_KEY = ['test-results'];

/**
 * Runs an instruction's test cases on a text (the edit view's draft, a requested version);
 * Retry sends the same request again. A run on a saved version's exact text becomes that
 * version's results; `alsoReloads` names what else reads them (a release request's gate).
 */
export function useTestCaseRun(promptId: string, alsoReloads: readonly unknown[][] = []) {
  const mutation = useMutation({
    mutationFn: (request: RunTestCasesRequest) => testCasesApi.runTestCases(promptId, request),
    onSuccess: () =>
      Promise.all(
        [[...TEST_RESULTS_KEY, promptId], PASS_RATES_KEY, ...alsoReloads].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
  const asked = mutation.variables;
  const { error } = mutation;
  return {
    run: (request: RunTestCasesRequest) => mutation.mutate(request),
    retry: () => asked && mutation.mutate(asked),
    running: mutation.isPending,
    result: mutation.data ?? null,
    /** The API has no model to ask: a Retry cannot help, configuring one does. */
    noModel: error instanceof ApiError && error.code === 'MODEL_NOT_CONFIGURED',
    failure: error ? errorMessage(error, INSTRUCTION_MESSAGES.runTestCases) : null,
  };
}

/** The latest run on a saved version's text; null when there is none. */
export function useVersionTestResults(promptId: string, version: string) {
  const query = useQuery({
    queryKey: [...TEST_RESULTS_KEY, promptId, version],
    queryFn: () => testCasesApi.getVersionTestResults(promptId, version),
  });
  return { run: query.data ?? null, ...loadView(query, INSTRUCTION_MESSAGES.loadTestResults) };
}
