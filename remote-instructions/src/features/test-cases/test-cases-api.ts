import { apiClient } from '@portal/shared';
import type {
  LatestTestCaseRun,
  PromptType,
  SaveTestCaseRequest,
  StartTestCaseRunRequest,
  TestCase,
  TestCaseRun,
  TestCaseRunProgress,
  VersionTestResults,
} from '@portal/contract';

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

/**
 * Starts a run of every case of the instruction's type on a text (each case is one model
 * call, two with `compareModel`): the API answers at once with its progress, and the run goes
 * on without this page.
 */
export async function startTestCaseRun(
  promptId: string,
  request: StartTestCaseRunRequest,
): Promise<TestCaseRunProgress> {
  const { data } = await apiClient.post<TestCaseRunProgress>(
    `${base}/${id(promptId)}/test-cases/runs`,
    request,
  );
  return data;
}

/** A run's progress: cases done of total, elapsed; once done, its results. */
export async function getTestCaseRun(runId: string): Promise<TestCaseRunProgress> {
  const { data } = await apiClient.get<TestCaseRunProgress>(`/api/test-case-runs/${id(runId)}`);
  return data;
}

/** The instruction's latest run, whoever started it: a run in progress survives a reload. */
export async function getLatestTestCaseRun(promptId: string): Promise<TestCaseRunProgress | null> {
  const { data } = await apiClient.get<LatestTestCaseRun>(
    `${base}/${id(promptId)}/test-cases/runs/latest`,
  );
  return data.progress;
}

/** Stops a running run: its model calls end and nothing is kept. */
export async function cancelTestCaseRun(runId: string): Promise<TestCaseRunProgress> {
  const { data } = await apiClient.post<TestCaseRunProgress>(
    `/api/test-case-runs/${id(runId)}/cancel`,
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
