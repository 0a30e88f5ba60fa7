import { apiClient } from '@portal/shared';
import type {
  PromptType,
  RunTestCasesRequest,
  SaveTestCaseRequest,
  TestCase,
  TestCaseRun,
  VersionTestResults,
} from '@portal/contract';
import { TEST_CASE_LIMITS } from '@portal/contract/limits';
import { TEST_RUN_TIMEOUT_MS } from '../../test-run/prompt-studio-api';

const base = '/api/prompts';
const id = encodeURIComponent;

/** One instruction type's saved test cases. */
export async function listTestCases(promptType: PromptType): Promise<TestCase[]> {
  const { data } = await apiClient.get<TestCase[]>(`${base}/test-cases`, {
    params: { promptType },
  });
  return data;
}

export async function createTestCase(request: SaveTestCaseRequest): Promise<TestCase> {
  const { data } = await apiClient.post<TestCase>(`${base}/test-cases`, request);
  return data;
}

export async function updateTestCase(
  caseId: string,
  request: SaveTestCaseRequest,
): Promise<TestCase> {
  const { data } = await apiClient.put<TestCase>(`${base}/test-cases/${id(caseId)}`, request);
  return data;
}

export async function deleteTestCase(caseId: string): Promise<void> {
  await apiClient.delete(`${base}/test-cases/${id(caseId)}`);
}

/** Runs every case of the instruction's type on a text; each case is one model call. */
export async function runTestCases(
  promptId: string,
  request: RunTestCasesRequest,
): Promise<TestCaseRun> {
  const { data } = await apiClient.post<TestCaseRun>(
    `${base}/${id(promptId)}/test-cases/run`,
    request,
    // Up to one model call per case, each with the provider's own time limit: the browser
    // waits for the server's answer rather than give up first.
    { timeout: TEST_CASE_LIMITS.perType * TEST_RUN_TIMEOUT_MS },
  );
  return data;
}

/** The latest run on exactly a saved version's text, or null. */
export async function getVersionTestResults(
  promptId: string,
  version: string,
): Promise<TestCaseRun | null> {
  const { data } = await apiClient.get<VersionTestResults>(
    `${base}/${id(promptId)}/versions/${id(version)}/test-results`,
  );
  return data.run;
}
