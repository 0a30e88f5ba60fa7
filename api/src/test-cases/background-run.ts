import type {
  StartTestCaseRunRequest,
  TestCaseResult,
  TestCaseRunProgress,
} from '@portal/contract';
import { conflict, forbidden, notFound } from '../errors';
import type { Caller, Repositories } from '../repositories';
import { casesOf, type ProgressRow } from '../repositories/run-progress';
import type { KeptResult } from '../repositories/test-runs';
import { tenantOf } from '../repositories/test-cases';
import { executeRun, keepRun, prepareRun, type RunContext } from './run';

/**
 * A running row whose heartbeat is this old belongs to an API instance that stopped: each case
 * that ends moves it, and no case waits longer than the model's time limit (30 s by default).
 */
export const INTERRUPTED_AFTER_MS = 5 * 60_000;

export const RUN_NOT_FOUND = 'Test-case run not found';
export const RUN_ENDED = 'This run has already ended';
export const NOT_YOURS_TO_CANCEL =
  'Only the person who started this run, or an administrator, can cancel it';

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
 * Test-case runs that go on without the browser that started them (issue 39 §5). One per API
 * instance: it holds the runs this instance is running, to stop their model calls on a cancel
 * and to end them all when the API closes.
 */
export class BackgroundRuns {
  private readonly controllers = new Map<string, AbortController>();
  private readonly running = new Set<Promise<void>>();
  private closing = false;

  constructor(
    private readonly repos: Repositories,
    private readonly log: { error: (object: unknown, message: string) => void },
  ) {}

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
    const row = await this.repos.runProgress.start({
      promptId,
      startedBy: context.caller,
      at: context.now(),
      cases,
      compareModel: prepared.compareModel ?? null,
    });
    this.controllers.set(row.id, controller);

    // Each case's end is written after the one before: every write holds all ends so far.
    let writes = Promise.resolve();
    const onCaseDone = (index: number) => {
      cases[index]!.done = true;
      writes = writes.then(async () => {
        await this.repos.runProgress.advance(row.id, cases, context.now());
        // A cancel sent to another instance: seen here at the next case's end.
        const now = await this.repos.runProgress.find(row.id);
        if (now?.status !== 'running') controller.abort();
      });
      return writes;
    };
    const work = (async () => {
      try {
        const { results, compare } = await executeRun(prepared, runContext, onCaseDone);
        await writes;
        if (controller.signal.aborted) {
          // A cancel has ended the row already; a closing API ends it here, saying why.
          if (this.closing) {
            await this.repos.runProgress.end(row.id, {
              status: 'failed',
              at: context.now(),
              message: 'The API stopped before the run ended: run it again',
            });
          }
          return;
        }
        const kept = await keepRun(prepared, results, runContext);
        await this.repos.runProgress.end(row.id, {
          status: 'done',
          at: context.now(),
          resultId: kept.id,
          ...(compare ? { compare } : {}),
        });
      } catch (error) {
        this.log.error({ err: error, runId: row.id }, 'test-case run failed');
        await this.repos.runProgress
          .end(row.id, {
            status: 'failed',
            at: context.now(),
            message: 'The run stopped on an error',
          })
          .catch(() => {});
      } finally {
        this.controllers.delete(row.id);
      }
    })();
    this.running.add(work);
    void work.finally(() => this.running.delete(work));
    return this.progress(row, context.caller, context.now());
  }

  /** Cancels a running run: its model calls stop, nothing is kept. Its starter or an admin. */
  async cancel(id: string, caller: Caller, now: number): Promise<TestCaseRunProgress> {
    const row = await this.repos.runProgress.find(id);
    if (!row) throw notFound(RUN_NOT_FOUND);
    if (row.started_by !== caller.id && !caller.isAdmin) throw forbidden(NOT_YOURS_TO_CANCEL);
    const ended = await this.repos.runProgress.end(id, { status: 'cancelled', at: now });
    if (!ended) throw conflict('RUN_ENDED', RUN_ENDED);
    this.controllers.get(id)?.abort();
    return this.progress((await this.repos.runProgress.find(id))!, caller, now);
  }

  /** A run's progress as `reader` may read it: only the cases they reach are counted. */
  async progress(row: ProgressRow, reader: Caller, now: number): Promise<TestCaseRunProgress> {
    const reaches = await this.repos.runProgress.reachOf(reader);
    const visible = casesOf(row).filter(({ tenantId }) => tenantId === null || reaches(tenantId));
    const heartbeat = Number(row.heartbeat_at_ms);
    const status =
      row.status === 'running' && now - heartbeat > INTERRUPTED_AFTER_MS
        ? 'interrupted'
        : row.status;
    const startedAt = Number(row.started_at_ms);
    const finishedAt = row.finished_at_ms === null ? null : Number(row.finished_at_ms);
    return {
      id: row.id,
      promptId: row.prompt_id,
      status,
      startedBy: row.started_by_name,
      startedAt: new Date(startedAt).toISOString(),
      finishedAt: finishedAt === null ? null : new Date(finishedAt).toISOString(),
      elapsedMs: Math.max(
        0,
        (finishedAt ?? (status === 'interrupted' ? heartbeat : now)) - startedAt,
      ),
      done: visible.filter((testCase) => testCase.done).length,
      total: visible.length,
      canCancel: status === 'running' && (row.started_by === reader.id || reader.isAdmin),
      run: row.result_id ? await this.repos.testRuns.find(reader, row.result_id) : null,
      compare: compareOf(row, reaches),
      ...(row.message ? { message: row.message } : {}),
    };
  }

  /** Stops every run of this instance and waits for each to end (the API is closing). */
  async close(): Promise<void> {
    this.closing = true;
    for (const controller of this.controllers.values()) controller.abort();
    await Promise.allSettled([...this.running]);
  }
}
