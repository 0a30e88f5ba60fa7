import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../db/connection';
import type { TestCaseRunProgressTable } from '../db/schema';
import { type Caller, reachOf } from './tenants';

/** One case of a run as its progress keeps it: whose it is (who may count it), and whether it ended. */
export interface ProgressCase {
  tenantId: string | null;
  done: boolean;
}

export type ProgressRow = Selectable<TestCaseRunProgressTable>;

export const casesOf = (row: ProgressRow) => JSON.parse(row.cases) as ProgressCase[];

/**
 * Test-case runs from start to end (migration 022). Only the runner writes a running row (its
 * cases as they end, its end); a cancel ends it from any instance. Every end is conditional
 * on the row still running, so a cancel and the run's own end never both win.
 */
export function createRunProgressRepository(db: Db) {
  const running = (id: string) =>
    db.updateTable('test_case_run_progress').where('id', '=', id).where('status', '=', 'running');

  return {
    /** Whether `reader` reaches a tenant: a run's progress counts only the cases they reach. */
    reachOf: (reader: Caller) => reachOf(db, reader),

    async start(write: {
      promptId: string;
      startedBy: { id: string; username: string };
      at: number;
      cases: ProgressCase[];
      compareModel: string | null;
    }): Promise<ProgressRow> {
      return db
        .insertInto('test_case_run_progress')
        .values({
          id: randomUUID(),
          prompt_id: write.promptId,
          started_by: write.startedBy.id,
          started_by_name: write.startedBy.username,
          started_at_ms: write.at,
          heartbeat_at_ms: write.at,
          cases: JSON.stringify(write.cases),
          compare_model: write.compareModel,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The cases as they stand now; moves the heartbeat. */
    async advance(id: string, cases: readonly ProgressCase[], at: number): Promise<void> {
      await running(id)
        .set({ cases: JSON.stringify(cases), heartbeat_at_ms: at })
        .execute();
    },

    /** Ends a running run; false when it had already ended (a cancel came first). */
    async end(
      id: string,
      end: {
        status: 'done' | 'failed' | 'cancelled';
        at: number;
        resultId?: string;
        /** The second model's results, as kept (with each case's tenant). */
        compare?: readonly unknown[];
        message?: string;
      },
    ): Promise<boolean> {
      const result = await running(id)
        .set({
          status: end.status,
          finished_at_ms: end.at,
          heartbeat_at_ms: end.at,
          result_id: end.resultId ?? null,
          compare_results: end.compare ? JSON.stringify(end.compare) : null,
          message: end.message ?? null,
        })
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    find(id: string): Promise<ProgressRow | undefined> {
      return db
        .selectFrom('test_case_run_progress')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** An instruction's latest run (one index range, newest first). */
    latestOf(promptId: string): Promise<ProgressRow | undefined> {
      return db
        .selectFrom('test_case_run_progress')
        .selectAll()
        .where('prompt_id', '=', promptId)
        .orderBy('seq', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
  };
}

export type RunProgressRepository = ReturnType<typeof createRunProgressRepository>;
