import { type Static, Type } from 'typebox';
import { Id, RequiredText } from './common';
import { DRAFT_LIMITS, PROMPT_LIMITS, TEST_CASE_LIMITS } from './limits';
import { PromptType, Version } from './prompt';
import { RunParams, runFields } from './background-runs';

/*
 * Saved test cases (issue 21 §3). Each instruction type keeps its own cases, global like the
 * instructions themselves: an input (a company description, or an ICP or USP of a workspace)
 * and checks on the model's answer. 'Run test cases' renders an instruction text (the edit
 * view's draft) on each case's input, asks the configured model as a draft would, and checks
 * the answer. Runs are kept; a saved version's results are those of the latest run on exactly
 * its text, so a draft's results become the version's when it is saved unchanged.
 *
 * Checks:
 * - `parses`: the answer is JSON of the type's draft shape (IcpDraft, PersonaDraft, UspDraft);
 *   only for ICP, BUYER_PERSONA and USP (400 VALIDATION_FAILED for the other types).
 * - `namesSegments`: every segment name of the input ICP appears in the answer (case
 *   ignored); only with an ICP input (400 otherwise).
 * - `bannedPhrases`: none appears in the answer (case ignored).
 * - `maxWords`: the answer has at most this many words (runs of non-space characters).
 */

/** What a case feeds the instruction: a description typed, or a workspace's ICP or USP. */
export const TestCaseInput = Type.Union([
  Type.Object(
    {
      kind: Type.Literal('description'),
      companyDescription: RequiredText(DRAFT_LIMITS.companyDescription),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    { kind: Type.Literal('icp'), tenantId: Id, workspaceId: Id, icpId: Id },
    { additionalProperties: false },
  ),
  Type.Object(
    { kind: Type.Literal('usp'), tenantId: Id, workspaceId: Id, uspId: Id },
    { additionalProperties: false },
  ),
]);
export type TestCaseInput = Static<typeof TestCaseInput>;

export const TestCaseChecks = Type.Object(
  {
    parses: Type.Boolean(),
    namesSegments: Type.Boolean(),
    bannedPhrases: Type.Array(RequiredText(TEST_CASE_LIMITS.bannedPhrase), {
      maxItems: TEST_CASE_LIMITS.bannedPhrases,
    }),
    maxWords: Type.Union([
      Type.Integer({ minimum: 1, maximum: TEST_CASE_LIMITS.maxWords }),
      Type.Null(),
    ]),
  },
  { additionalProperties: false },
);
export type TestCaseChecks = Static<typeof TestCaseChecks>;

/** POST /api/prompts/test-cases, PUT /api/prompts/test-cases/{caseId} */
export const SaveTestCaseRequest = Type.Object(
  {
    promptType: PromptType,
    name: RequiredText(TEST_CASE_LIMITS.name),
    input: TestCaseInput,
    checks: TestCaseChecks,
  },
  { additionalProperties: false },
);
export type SaveTestCaseRequest = Static<typeof SaveTestCaseRequest>;

export const TestCaseParams = Type.Object({ caseId: Id }, { additionalProperties: false });
export type TestCaseParams = Static<typeof TestCaseParams>;

/** GET /api/prompts/test-cases?promptType=ICP */
export const TestCasesQuery = Type.Object(
  { promptType: PromptType },
  { additionalProperties: false },
);
export type TestCasesQuery = Static<typeof TestCasesQuery>;

export const TestCase = Type.Object({
  id: Type.String(),
  promptType: PromptType,
  name: Type.String(),
  input: TestCaseInput,
  /** The input record's name when the case was saved (an ICP or USP input), for the list. */
  inputName: Type.Union([Type.String(), Type.Null()]),
  checks: TestCaseChecks,
  updatedAt: Type.String({ format: 'date-time' }),
});
export type TestCase = Static<typeof TestCase>;

/**
 * POST /api/prompts/{id}/test-cases/run: runs every case of the instruction's type on
 * `promptContent` (the edit view's text). `tenantId`/`workspaceId` go through the scope rules
 * and render the description cases; a record case renders on its own workspace. With the
 * offline provider: 409 MODEL_NOT_CONFIGURED. Every case is one model call, counted against
 * the drafts' per-user limit.
 */
export const RunTestCasesRequest = Type.Object(
  {
    promptContent: RequiredText(PROMPT_LIMITS.promptContent),
    tenantId: Id,
    workspaceId: Id,
  },
  { additionalProperties: false },
);
export type RunTestCasesRequest = Static<typeof RunTestCasesRequest>;

/** POST /api/prompts/{id}/test-cases/runs: a run, and optionally each case on a second model. */
export const StartTestCaseRunRequest = Type.Object(
  {
    ...RunTestCasesRequest.properties,
    compareModel: Type.Optional(
      Type.String({
        maxLength: 200,
        description:
          'Each case asked of this model too, side by side (one of GET /api/model-provider ' +
          "`alternatives`); its results are the run's `compare`, never the version's",
      }),
    ),
  },
  { additionalProperties: false },
);
export type StartTestCaseRunRequest = Static<typeof StartTestCaseRunRequest>;

/**
 * One case's outcome. `fail` names the first failing check (`check`) and why (`message`);
 * `error` is a case that could not run (the model's error or timeout, an input record that is
 * gone or out of the caller's reach).
 */
export const TestCaseResult = Type.Object({
  caseId: Type.String(),
  caseName: Type.String(),
  status: Type.Union([Type.Literal('pass'), Type.Literal('fail'), Type.Literal('error')]),
  check: Type.Optional(
    Type.Union([
      Type.Literal('parses'),
      Type.Literal('namesSegments'),
      Type.Literal('bannedPhrases'),
      Type.Literal('maxWords'),
    ]),
  ),
  message: Type.String({ description: 'Empty for a pass; else the reason, shown as it is' }),
  ms: Type.Optional(
    Type.Integer({ minimum: 0, description: 'Time the model took (runs since issue 39)' }),
  ),
  cost: Type.Optional(
    Type.Number({ minimum: 0, description: 'From the price table (MODEL_PRICES); 0 without one' }),
  ),
});
export type TestCaseResult = Static<typeof TestCaseResult>;

/** One run, as kept. `version` is the instruction's version whose text it ran on, if any. */
export const TestCaseRun = Type.Object({
  id: Type.String(),
  promptId: Type.String(),
  version: Type.Union([Version, Type.Null()]),
  model: Type.String(),
  ranAt: Type.String({ format: 'date-time' }),
  ranBy: Type.String({ description: 'The username' }),
  passed: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  results: Type.Array(TestCaseResult),
});
export type TestCaseRun = Static<typeof TestCaseRun>;

/** GET /api/prompts/{id}/versions/{version}/test-results: null when never run on that text. */
export const VersionTestResults = Type.Object({ run: Type.Union([TestCaseRun, Type.Null()]) });
export type VersionTestResults = Static<typeof VersionTestResults>;

/** GET /api/prompts/test-pass-rates: each instruction's active version's latest run. */
export const TestPassRate = Type.Object({
  promptId: Type.String(),
  version: Version,
  passed: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  ranAt: Type.String({ format: 'date-time' }),
});
export type TestPassRate = Static<typeof TestPassRate>;

export const TestPassRates = Type.Array(TestPassRate);
export type TestPassRates = Static<typeof TestPassRates>;

/**
 * A test-case run from start to end (issue 39 §5): started by POST
 * /api/prompts/{id}/test-cases/runs, it goes on without the browser that started it; anyone
 * who may see the instruction reads its progress (GET /api/test-case-runs/{runId}, or the
 * instruction's latest: GET /api/prompts/{id}/test-cases/runs/latest), counting only the cases
 * they reach. `interrupted`: the API instance running it stopped before it ended.
 */
export const TestCaseRunProgress = Type.Object({
  ...runFields,
  promptId: Type.String(),
  done: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  /** The kept run (its results), once done. */
  run: Type.Union([TestCaseRun, Type.Null()]),
  /** The second model's results, once done, when the run named one. */
  compare: Type.Union([
    Type.Object({
      model: Type.String(),
      passed: Type.Integer({ minimum: 0 }),
      total: Type.Integer({ minimum: 0 }),
      results: Type.Array(TestCaseResult),
    }),
    Type.Null(),
  ]),
});
export type TestCaseRunProgress = Static<typeof TestCaseRunProgress>;

/** GET /api/prompts/{id}/test-cases/runs/latest: null when the instruction never ran. */
export const LatestTestCaseRun = Type.Object({
  progress: Type.Union([TestCaseRunProgress, Type.Null()]),
});
export type LatestTestCaseRun = Static<typeof LatestTestCaseRun>;

/** GET /api/test-case-runs/{runId} and its cancel. */
export const TestCaseRunParams = RunParams;
export type TestCaseRunParams = RunParams;
