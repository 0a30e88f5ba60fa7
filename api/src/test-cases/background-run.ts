import type {
  StartTestCaseRunRequest,
  TestCaseResult,
  TestCaseRunProgress,
} from '@portal/contract';
import { BackgroundWork, runView } from '../background/runs';
import { notFound } from '../errors';
import type { Caller, Repositories } from '../repositories';
import { casesOf, type ProgressRow } from '../repositories/background-runs';
import type { KeptResult } from '../repositories/test-runs';
import { tenantOf } from '../repositories/test-cases';
import { executeRun, keepRun, prepareRun, type RunContext } from './run';

export const RUN_NOT_FOUND = 'Test-case run not found';

/** The second model's results as `reaches` may read them: only the cases they reach. */
function compareOf(row: ProgressRow, reaches: (tenantId: string) => boolean) {
  if (row.compare_model === null || row.compare_results === null) return null;
  const results = (JSON.parse(row.compare_results) as KeptResult[])
    .filter(({ tenantId }) => tenantId === null || reaches(tenantId))
    .map(({ tenantId: _tenant, ...result }): TestCaseResult => result);
  return {
    model: row.compare_model,
    passed: results.filter((result) => result.status === 'pass').length,
    total: results.length,
    results,
  };
}

/**
 * Test-case runs that go on without the browser that started them (issue 39 §5), on the
 * background work of this API instance (background/runs.ts).
 */
export class BackgroundRuns {
  private readonly work: BackgroundWork;

  constructor(
    private readonly repos: Repositories,
    log: { error: (object: unknown, message: string) => void },
  ) {
    this.work = new BackgroundWork(repos.backgroundRuns, log);
  }

  /**
   * Checks and pays for the run as a waited run does (prepareRun's 400 / 404 / 409 / 429), keeps
   * its progress, and runs its cases after the answer. The caller's hang-up no longer matters.
   */
  async start(
    promptId: string,
    request: StartTestCaseRunRequest,
    context: Omit<RunContext, 'signal'>,
  ): Promise<TestCaseRunProgress> {
    const controller = new AbortController();
    const runContext = { ...context, signal: controller.signal };
    const prepared = await prepareRun(promptId, request, runContext);
    const cases = prepared.cases.map((testCase) => ({
      tenantId: tenantOf(testCase.input),
      done: false,
    }));
    const runs = this.repos.backgroundRuns;
    const row = await runs.start({
      kind: 'test-case-run',
      promptId,
      startedBy: context.caller,
      at: context.now(),
      cases,
      compareModel: prepared.compareModel ?? null,
    });

    // Each case's end is written after the one before: every write holds all ends so far.
    let writes = Promise.resolve();
    const onCaseDone = (index: number) => {
      cases[index]!.done = true;
      writes = writes.then(async () => {
        await runs.advance(row.id, cases, context.now());
        // A cancel sent to another instance: seen here at the next case's end.
        const now = await runs.find('test-case-run', row.id);
        if (now?.status !== 'running') controller.abort();
      });
      return writes;
    };
    this.work.launch(
      row,
      controller,
      async () => {
        const { results, compare } = await executeRun(prepared, runContext, onCaseDone);
        await writes;
        // Cancelled (its row ended already) or the API is closing (the work's end says so).
        if (controller.signal.aborted) return;
        const kept = await keepRun(prepared, results, runContext);
        await runs.end(row.id, {
          status: 'done',
          at: context.now(),
          resultId: kept.id,
          ...(compare ? { compare } : {}),
        });
      },
      () => 'The run stopped on an error',
      context.now,
    );
    return this.progress(row, context.caller, context.now());
  }

  /** Cancels a running run: its model calls stop, nothing is kept. Its starter or an admin. */
  async cancel(id: string, caller: Caller, now: number): Promise<TestCaseRunProgress> {
    const row = await this.repos.backgroundRuns.find('test-case-run', id);
    if (!row) throw notFound(RUN_NOT_FOUND);
    return this.progress(await this.work.cancel(row, caller, now), caller, now);
  }

  /** A run's progress as `reader` may read it: only the cases they reach are counted. */
  async progress(row: ProgressRow, reader: Caller, now: number): Promise<TestCaseRunProgress> {
    const reaches = await this.repos.backgroundRuns.reachOf(reader);
    const visible = casesOf(row).filter(({ tenantId }) => tenantId === null || reaches(tenantId));
    return {
      ...runView(row, reader, now),
      promptId: row.prompt_id!,
      done: visible.filter((testCase) => testCase.done).length,
      total: visible.length,
      run: row.result_id ? await this.repos.testRuns.find(reader, row.result_id) : null,
      compare: compareOf(row, reaches),
    };
  }

  /** Stops every run of this instance and waits for each to end (the API is closing). */
  close(): Promise<void> {
    return this.work.close();
  }
}
