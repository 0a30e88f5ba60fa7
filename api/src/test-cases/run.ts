import type {
  PromptType,
  RunTestCasesRequest,
  SessionUser,
  TestCase,
  TestCaseResult,
  TestCaseRun,
} from '@portal/contract';
import { modelNotConfigured } from '../drafts/draft';
import { ApiError, notFound } from '../errors';
import { modelCallFailed } from '../model/api-errors';
import { buildCall, runCall } from '../model/call';
import { assertOffered } from '../model/alternatives';
import type { CallRecord } from '../model/call-record';
import type { ModelPrices } from '../model/prices';
import { ModelError, type ModelProvider } from '../model/provider';
import type { Repositories } from '../repositories';
import { tenantOf } from '../repositories/test-cases';
import type { KeptResult } from '../repositories/test-runs';
import { PROMPT_NOT_FOUND } from '../routes/prompts';
import type { PromptRecords } from '../studio/prompt-view';
import { loadRecords } from '../studio/render-prompt';
import { assertValidTemplate } from '../studio/template-check';
import { checkAnswer } from './checks';
import { loadInputRecords } from './input';
import { type CaseBudget, spendBudget } from './budget';

/** Cases asked at once: a run of a full type ends sooner, without a burst at the provider. */
const PARALLEL_CASES = 4;

export interface RunContext {
  repos: Repositories;
  provider: ModelProvider;
  prices: ModelPrices;
  caller: SessionUser;
  now: () => number;
  /** The caller hung up: the model calls stop and nothing is kept. */
  signal: AbortSignal;
  /** The per-user budget of model calls each case spends one of. */
  budget: CaseBudget;
  /** How each case's call is recorded for the scorecard (set by executeRun). */
  record?: CallRecord;
}

const RECORD_NAMES = { icp: 'ICP', usp: 'USP' } as const;

/** A case that could not run, with the reason as the list shows it. */
function errorMessage(error: unknown, input: TestCase['input']): string {
  if (error instanceof ModelError) return (modelCallFailed(error) as ApiError).message;
  if (error instanceof ApiError && error.statusCode === 404 && input.kind !== 'description') {
    return `The input ${RECORD_NAMES[input.kind]} no longer exists or is out of your reach`;
  }
  if (error instanceof ApiError) return error.message;
  throw error;
}

/** The records a case renders on: a description case on the run's workspace, a record case on its own. */
async function recordsOf(
  input: TestCase['input'],
  context: RunContext,
  runScope: PromptRecords,
): Promise<{ records: PromptRecords; description: string }> {
  if (input.kind === 'description') {
    return { records: runScope, description: input.companyDescription };
  }
  const records = await loadInputRecords(context.repos, context.caller, input);
  return { records, description: records.workspace.description };
}

async function runCase(
  testCase: TestCase,
  promptType: PromptType,
  promptContent: string,
  context: RunContext,
  runScope: PromptRecords,
  model: string | undefined,
): Promise<TestCaseResult> {
  const head = { caseId: testCase.id, caseName: testCase.name };
  try {
    const { records, description } = await recordsOf(testCase.input, context, runScope);
    // The call a draft of this type makes (model/call.ts), on the edited text.
    const built = buildCall({
      promptType,
      instruction: { id: null, version: null, promptContent },
      records,
      companyDescription: description,
    });
    const outcome = await runCall(built, { ...context, ...(model ? { model } : {}) });
    if (outcome.error) throw outcome.error;
    const segmentNames = records.icp?.segments.map((segment) => segment.name) ?? [];
    return {
      ...head,
      ...checkAnswer(testCase.checks, outcome.answer!.text, { shape: built.shape, segmentNames }),
      ms: outcome.ms,
      cost: outcome.cost,
    };
  } catch (error) {
    return { ...head, status: 'error', message: errorMessage(error, testCase.input) };
  }
}

/** `work` on every item, at most `parallel` at once; results in the items' order. */
async function inParallel<T, R>(
  items: readonly T[],
  parallel: number,
  work: (item: T, index: number) => Promise<R>,
) {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
  return results;
}

/** A run checked and paid for, about to ask the model: what `executeRun` and `keepRun` need. */
export interface PreparedRun {
  promptId: string;
  promptType: PromptType;
  promptContent: string;
  versions: Awaited<ReturnType<Repositories['prompts']['versions']>>;
  runScope: PromptRecords;
  /** The cases the caller reaches, in the type's order. */
  cases: TestCase[];
  /** Model calls the budget allows: one per case, two with a second model. */
  budget: Awaited<ReturnType<typeof spendBudget>>;
  /** A second model each case is asked of too (a background run's comparison). */
  compareModel?: string;
}

/** What a run's cases answered: the configured model's, and the second model's if any. */
export interface RunResults {
  results: KeptResult[];
  compare: KeptResult[] | null;
}

/**
 * Everything a run checks before it asks the model, in order: 404 for an unknown
 * instruction, 400 for a text the catalogue refuses, 409 MODEL_NOT_CONFIGURED with the offline
 * provider, 404 for a tenant or workspace out of reach, 429 when the budget has no call left
 * (each case spends one).
 */
export async function prepareRun(
  promptId: string,
  request: RunTestCasesRequest & { compareModel?: string },
  context: RunContext,
): Promise<PreparedRun> {
  const versions = await context.repos.prompts.versions(promptId);
  if (versions.length === 0) throw notFound(PROMPT_NOT_FOUND);
  const { promptType } = versions[0]!;
  assertValidTemplate(promptType, request.promptContent);
  if (context.provider.kind === 'offline') throw modelNotConfigured();
  const { compareModel } = request;
  if (compareModel !== undefined) assertOffered(context.provider, compareModel);
  const runScope = await loadRecords(context.repos, context.caller, request);

  // Only the cases the caller reaches: the others' records are not theirs to render or see.
  const cases = await context.repos.testCases.list(context.caller, promptType);
  const budget = await spendBudget(context.budget, cases.length * (compareModel ? 2 : 1));
  return {
    promptId,
    promptType,
    promptContent: request.promptContent,
    versions,
    runScope,
    cases,
    budget,
    ...(compareModel ? { compareModel } : {}),
  };
}

/**
 * Asks every case of a prepared run (of both models, side by side, when it names a second),
 * at most PARALLEL_CASES cases at once; `onCaseDone` hears of each as it ends (the progress a
 * reload reads back). Cases past the budget, a model failure, or an input record out of reach
 * are `error`s.
 */
export async function executeRun(
  prepared: PreparedRun,
  context: RunContext,
  onCaseDone: (index: number) => Promise<void> = async () => {},
): Promise<RunResults> {
  const { budget, promptType, promptContent, runScope, compareModel } = prepared;
  const callsPerCase = compareModel ? 2 : 1;
  // Each case's call counts on the scorecard of the version with exactly this text, if any.
  const record: CallRecord = {
    calls: context.repos.modelCalls,
    purpose: 'test-case',
    now: context.now,
    instruction: { id: prepared.promptId, version: versionOf(prepared) },
  };
  const ask = async (testCase: TestCase, index: number, model?: string): Promise<KeptResult> => ({
    ...((index + 1) * callsPerCase <= budget.allowed
      ? await runCase(testCase, promptType, promptContent, { ...context, record }, runScope, model)
      : {
          caseId: testCase.id,
          caseName: testCase.name,
          status: 'error' as const,
          message: budget.refusal,
        }),
    // Kept with its case's tenant: who may read the result later (issue 33 §2).
    tenantId: tenantOf(testCase.input),
  });
  const pairs = await inParallel(prepared.cases, PARALLEL_CASES, async (testCase, index) => {
    const pair = await Promise.all([
      ask(testCase, index),
      compareModel ? ask(testCase, index, compareModel) : undefined,
    ]);
    await onCaseDone(index);
    return pair;
  });
  return {
    results: pairs.map(([result]) => result),
    compare: compareModel ? pairs.map(([, compared]) => compared!) : null,
  };
}

/**
 * The instruction's version with exactly the run's text, or null. Versions come newest first:
 * a text restored later names its latest version.
 */
const versionOf = (prepared: PreparedRun) =>
  prepared.versions.find((v) => v.promptContent === prepared.promptContent.trim())?.version ?? null;

/** Keeps a run's results; `version` names the instruction's version with exactly its text. */
export function keepRun(
  prepared: PreparedRun,
  results: KeptResult[],
  context: Pick<RunContext, 'repos' | 'provider' | 'caller' | 'now'>,
): Promise<TestCaseRun> {
  const text = prepared.promptContent.trim();
  const version = versionOf(prepared);
  return context.repos.testRuns.insert(
    {
      promptId: prepared.promptId,
      version,
      promptContent: text,
      model: context.provider.model,
      ranAt: new Date(context.now()).toISOString(),
      ranBy: context.caller.username,
      results,
    },
    context.caller,
  );
}

/**
 * Runs every case of instruction `promptId`'s type on `request.promptContent`, waits for the
 * last and keeps the run (prepareRun's refusals first). A caller that hangs up cancels it:
 * nothing is kept.
 */
export async function runTestCases(
  promptId: string,
  request: RunTestCasesRequest,
  context: RunContext,
): Promise<TestCaseRun> {
  const prepared = await prepareRun(promptId, request, context);
  const { results } = await executeRun(prepared, context);
  if (context.signal.aborted) throw new ApiError(502, 'MODEL_ERROR', 'The run was cancelled');
  return keepRun(prepared, results, context);
}
