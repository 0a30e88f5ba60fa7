import type { Prompt, TestCase, TestCaseRun, TestCaseRunProgress } from '@portal/contract';
import { renderRoute } from '@portal/remote-kit/testing';
import { acme, enterpriseSales } from '@portal/shared/testing';
import TestCasesSection from '../features/test-cases/test-cases-section';
import { icpV11 } from './prompts';
import { acmeIcp } from './studio';

export const TEST_CASES_URL = '/api/prompts/test-cases';
export const caseUrl = (caseId: string) => `${TEST_CASES_URL}/${caseId}`;
/** Starts a run the API goes on with (202 and its progress). */
export const RUN_URL = `/api/prompts/${icpV11.id}/test-cases/runs`;
export const LATEST_RUN_URL = `/api/prompts/${icpV11.id}/test-cases/runs/latest`;
export const runUrl = (runId: string) => `/api/test-case-runs/${runId}`;
export const ACTIVE_RESULTS_URL = `/api/prompts/${icpV11.id}/versions/${icpV11.version}/test-results`;

/** An ICP case on a description, every check but the segments'. */
export const bankCase: TestCase = {
  id: 'case-bank',
  promptType: 'ICP',
  name: 'Regional bank',
  input: { kind: 'description', companyDescription: 'A regional bank that lends to farmers' },
  inputName: null,
  checks: { parses: true, namesSegments: false, bannedPhrases: ['synergy'], maxWords: 300 },
  updatedAt: '2026-11-01T10:00:00.000Z',
};

/** An ICP case on Acme's ICP. */
export const enterpriseCase: TestCase = {
  id: 'case-enterprise',
  promptType: 'ICP',
  name: 'Enterprise buyers',
  input: { kind: 'icp', tenantId: acme.id, workspaceId: enterpriseSales.id, icpId: acmeIcp.id },
  inputName: acmeIcp.name,
  checks: { parses: false, namesSegments: true, bannedPhrases: [], maxWords: null },
  updatedAt: '2026-11-02T10:00:00.000Z',
};

/** A third case, failing on the draft. */
export const shortCase: TestCase = {
  ...bankCase,
  id: 'case-short',
  name: 'Short answer',
  checks: { parses: false, namesSegments: false, bannedPhrases: [], maxWords: 50 },
};

/** The draft's run: a pass, a fail and an error. */
export const draftRun: TestCaseRun = {
  id: 'run-draft',
  promptId: icpV11.id,
  version: null,
  model: 'gpt-test',
  ranAt: '2026-11-03T10:00:00.000Z',
  ranBy: 'staff@example.com',
  passed: 1,
  total: 3,
  results: [
    { caseId: bankCase.id, caseName: bankCase.name, status: 'pass', message: '' },
    {
      caseId: enterpriseCase.id,
      caseName: enterpriseCase.name,
      status: 'fail',
      check: 'namesSegments',
      message: 'The segment Insurance is not named',
    },
    {
      caseId: shortCase.id,
      caseName: shortCase.name,
      status: 'error',
      message: 'The model did not answer within 30 s',
    },
  ],
};

/** The draft's run as runs say it since issue 39: each case with its model's time and cost. */
export const timedDraftRun: TestCaseRun = {
  ...draftRun,
  results: [
    { ...draftRun.results[0]!, ms: 1_200, cost: 0.000138 },
    { ...draftRun.results[1]!, ms: 900, cost: 0.000121 },
    { ...draftRun.results[2]!, ms: 30_000, cost: 0 },
  ],
};

/** The same cases asked of a second model ('Compare with'): two pass, one fails. */
export const otherModelResults: NonNullable<TestCaseRunProgress['compare']> = {
  model: 'gpt-other',
  passed: 2,
  total: 3,
  results: [
    {
      caseId: bankCase.id,
      caseName: bankCase.name,
      status: 'pass',
      message: '',
      ms: 400,
      cost: 0.00002,
    },
    {
      caseId: enterpriseCase.id,
      caseName: enterpriseCase.name,
      status: 'pass',
      message: '',
      ms: 500,
      cost: 0.00003,
    },
    {
      caseId: shortCase.id,
      caseName: shortCase.name,
      status: 'fail',
      check: 'maxWords',
      message: '61 words, more than 50',
      ms: 450,
      cost: 0,
    },
  ],
};

/** The active version's latest run: both older cases pass, the third was added since. */
export const activeRun: TestCaseRun = {
  ...draftRun,
  id: 'run-active',
  version: icpV11.version,
  passed: 2,
  total: 2,
  results: [
    { caseId: bankCase.id, caseName: bankCase.name, status: 'pass', message: '' },
    { caseId: enterpriseCase.id, caseName: enterpriseCase.name, status: 'pass', message: '' },
  ],
};

/** The section alone, as the edit view of `editedPrompt` shows it, on `promptContent`. */
export function renderTestCases(editedPrompt: Prompt | null = icpV11, promptContent = 'Draft') {
  return renderRoute(
    '/dashboard/instruction-tuning',
    <TestCasesSection promptType="ICP" promptContent={promptContent} editedPrompt={editedPrompt} />,
  );
}

/** A run's progress as the API answers it: running, `done` of 3 cases, by staff. */
export const runProgress = (overrides: Partial<TestCaseRunProgress> = {}): TestCaseRunProgress => ({
  id: 'progress-1',
  promptId: icpV11.id,
  status: 'running',
  startedBy: 'staff@example.com',
  startedAt: '2026-11-03T10:00:00.000Z',
  finishedAt: null,
  elapsedMs: 0,
  done: 0,
  total: 3,
  canCancel: true,
  run: null,
  compare: null,
  ...overrides,
});

/** The same run ended with `run`'s results. */
export const doneProgress = (run: TestCaseRun, overrides: Partial<TestCaseRunProgress> = {}) =>
  runProgress({
    status: 'done',
    done: run.total,
    total: run.total,
    finishedAt: '2026-11-03T10:00:14.000Z',
    elapsedMs: 14_000,
    canCancel: false,
    run,
    ...overrides,
  });
