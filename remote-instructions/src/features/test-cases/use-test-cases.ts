import { errorMessage } from '@portal/shared';
import { loadView, queryClient, useMutation, useQuery } from '@portal/shared/data';
import type { PromptType, SaveTestCaseRequest, TestCase } from '@portal/contract';
import * as testCasesApi from './test-cases-api';
import { INSTRUCTION_MESSAGES } from '../../messages';

const TEST_CASES_KEY = ['test-cases'];

// Any change of a case: the type's list loads afresh.
const reload = () => queryClient.invalidateQueries({ queryKey: TEST_CASES_KEY });

/** An instruction type's saved test cases. */
export function useTestCases(promptType: PromptType) {
  const query = useQuery({
    queryKey: [...TEST_CASES_KEY, promptType],
    queryFn: () => testCasesApi.listTestCases(promptType),
  });
  return { cases: query.data ?? [], ...loadView(query, INSTRUCTION_MESSAGES.loadTestCases) };
}

/** Adds a case, or saves `original` changed; `onSaved` runs once the server has it. */
export function useSaveTestCase(original: TestCase | null, onSaved: () => void) {
  const mutation = useMutation({
    mutationFn: (request: SaveTestCaseRequest) =>
      original
        ? testCasesApi.updateTestCase(original.id, request)
        : testCasesApi.createTestCase(request),
    onSuccess: async () => {
      await reload();
      onSaved();
    },
  });
  return {
    save: (request: SaveTestCaseRequest) => mutation.mutate(request),
    saving: mutation.isPending,
    failure: mutation.error
      ? errorMessage(mutation.error, INSTRUCTION_MESSAGES.saveTestCase)
      : null,
  };
}

/** Deletes a case; resolves once done, a failure shown from `failure`, not thrown. */
export function useDeleteTestCase() {
  const mutation = useMutation({ mutationFn: testCasesApi.deleteTestCase, onSettled: reload });
  return {
    remove: (testCase: TestCase) => mutation.mutateAsync(testCase.id).catch(() => {}),
    removing: mutation.isPending ? (mutation.variables ?? null) : null,
    failure: mutation.error
      ? errorMessage(mutation.error, INSTRUCTION_MESSAGES.deleteTestCase)
      : null,
  };
}
