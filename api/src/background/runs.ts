import type { RunStatus } from '@portal/contract';
import { conflict, forbidden } from '../errors';
import type { Caller } from '../repositories';
import type { BackgroundRunsRepository, ProgressRow } from '../repositories/background-runs';

/**
 * A running row whose heartbeat is this old belongs to an API instance that stopped: a run
 * moves it as it goes (each test case's end), and no model call waits longer than the model's
 * time limit (30 s by default).
 */
export const INTERRUPTED_AFTER_MS = 5 * 60_000;

export const RUN_ENDED = 'This run has already ended';
export const NOT_YOURS_TO_CANCEL =
  'Only the person who started this run, or an administrator, can cancel it';
export const API_STOPPED = 'The API stopped before the run ended: run it again';

/** What every run's progress says of itself, as `reader` reads it now (contract runFields). */
export function runView(row: ProgressRow, reader: Caller, now: number) {
  const heartbeat = Number(row.heartbeat_at_ms);
  const status: RunStatus =
    row.status === 'running' && now - heartbeat > INTERRUPTED_AFTER_MS ? 'interrupted' : row.status;
  const startedAt = Number(row.started_at_ms);
  const finishedAt = row.finished_at_ms === null ? null : Number(row.finished_at_ms);
  return {
    id: row.id,
    status,
    startedBy: row.started_by_name,
    startedAt: new Date(startedAt).toISOString(),
    finishedAt: finishedAt === null ? null : new Date(finishedAt).toISOString(),
    elapsedMs: Math.max(
      0,
      (finishedAt ?? (status === 'interrupted' ? heartbeat : now)) - startedAt,
    ),
    canCancel: status === 'running' && (row.started_by === reader.id || reader.isAdmin),
    ...(row.message ? { message: row.message } : {}),
  };
}

/**
 * The long work this API instance runs in the background (issue 39 §5), whatever its kind: it
 * holds each run's controller, to stop its model calls on a cancel, and ends them all when the
 * API closes. What a run does, and what it keeps when it ends, is its kind's (test-case runs,
 * research); its row in `background_runs` is what everyone reads.
 */
export class BackgroundWork {
  private readonly controllers = new Map<string, AbortController>();
  private readonly running = new Set<Promise<void>>();
  private closing = false;

  constructor(
    private readonly runs: BackgroundRunsRepository,
    private readonly log: { error: (object: unknown, message: string) => void },
  ) {}

  /**
   * Runs `work` after the answer that started it. `work` ends its row itself when it succeeds
   * (and only if its signal was not aborted); a throw ends it as failed, saying
   * `failure(error)`; an API closing under it ends it as failed, saying so.
   */
  launch(
    row: ProgressRow,
    controller: AbortController,
    work: () => Promise<void>,
    failure: (error: unknown) => string,
    now: () => number,
  ): void {
    this.controllers.set(row.id, controller);
    const run = (async () => {
      try {
        await work();
      } catch (error) {
        // A cancel ended the row already; a closing API ends it below.
        if (!controller.signal.aborted) {
          this.log.error({ err: error, runId: row.id, kind: row.kind }, 'background run failed');
          await this.runs
            .end(row.id, { status: 'failed', at: now(), message: failure(error) })
            .catch(() => {});
        }
      } finally {
        if (this.closing && controller.signal.aborted) {
          await this.runs
            .end(row.id, { status: 'failed', at: now(), message: API_STOPPED })
            .catch(() => {});
        }
        this.controllers.delete(row.id);
      }
    })();
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }

  /**
   * Cancels a running run, its starter or an administrator (403 otherwise; 409 RUN_ENDED once
   * it ended): its row ends as cancelled and, if this instance runs it, its model calls stop
   * (another instance's run sees the cancel at its next write). The row as it is now.
   */
  async cancel(row: ProgressRow, caller: Caller, now: number): Promise<ProgressRow> {
    if (row.started_by !== caller.id && !caller.isAdmin) throw forbidden(NOT_YOURS_TO_CANCEL);
    const ended = await this.runs.end(row.id, { status: 'cancelled', at: now });
    if (!ended) throw conflict('RUN_ENDED', RUN_ENDED);
    this.controllers.get(row.id)?.abort();
    return (await this.runs.find(row.kind, row.id))!;
  }

  /** Stops every run of this instance and waits for each to end (the API is closing). */
  async close(): Promise<void> {
    this.closing = true;
    for (const controller of this.controllers.values()) controller.abort();
    await Promise.allSettled([...this.running]);
  }
}
