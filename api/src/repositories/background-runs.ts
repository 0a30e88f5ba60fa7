import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../db/connection';
import type { BackgroundRunsTable } from '../db/schema';
import { type Caller, reachOf } from './tenants';

/** One case of a run as its progress keeps it: whose it is (who may count it), and whether it ended. */
export interface ProgressCase {
  tenantId: string | null;
  done: boolean;
}

export type RunKind = BackgroundRunsTable['kind'];
export type ProgressRow = Selectable<BackgroundRunsTable>;

export const casesOf = (row: ProgressRow) => JSON.parse(row.cases) as ProgressCase[];

/**
 * Long work from start to end (migrations 022, 024): test-case runs and company research, one
 * table with a kind. Only the runner writes a running row (its cases as they end, its end); a
 * cancel ends it from any instance. Every end is conditional on the row still running, so a
 * cancel and the run's own end never both win. Every read names its kind: one kind's id is
 * another's 404.
 */
export function createBackgroundRunsRepository(db: Db) {
  const running = (id: string) =>
    db.updateTable('background_runs').where('id', '=', id).where('status', '=', 'running');
  const ofKind = (kind: RunKind) =>
    db.selectFrom('background_runs').selectAll().where('kind', '=', kind);

  return {
    /** Whether `reader` reaches a tenant: a run's progress counts only the cases they reach. */
    reachOf: (reader: Caller) => reachOf(db, reader),

    async start(write: {
      kind: RunKind;
      /** A test-case run's instruction. */
      promptId?: string;
      /** Research's scope. */
      scope?: { tenantId: string; workspaceId: string };
      startedBy: { id: string; username: string };
      at: number;
      cases: ProgressCase[];
      compareModel?: string | null;
    }): Promise<ProgressRow> {
      return db
        .insertInto('background_runs')
        .values({
          id: randomUUID(),
          kind: write.kind,
          prompt_id: write.promptId ?? null,
          tenant_id: write.scope?.tenantId ?? null,
          workspace_id: write.scope?.workspaceId ?? null,
          started_by: write.startedBy.id,
          started_by_name: write.startedBy.username,
          started_at_ms: write.at,
          heartbeat_at_ms: write.at,
          cases: JSON.stringify(write.cases),
          compare_model: write.compareModel ?? null,
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
        /** Research's proposal and generation. */
        result?: unknown;
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
          result: end.result === undefined ? null : JSON.stringify(end.result),
          message: end.message ?? null,
        })
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    find(kind: RunKind, id: string): Promise<ProgressRow | undefined> {
      return ofKind(kind).where('id', '=', id).executeTakeFirst();
    },

    /** An instruction's latest test-case run (one index range, newest first). */
    latestOf(promptId: string): Promise<ProgressRow | undefined> {
      return ofKind('test-case-run')
        .where('prompt_id', '=', promptId)
        .orderBy('seq', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** A workspace's latest research (one index range, newest first). */
    latestResearch(scope: { tenantId: string; workspaceId: string }) {
      return ofKind('research')
        .where('workspace_id', '=', scope.workspaceId)
        .where('tenant_id', '=', scope.tenantId)
        .orderBy('seq', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
  };
}

export type BackgroundRunsRepository = ReturnType<typeof createBackgroundRunsRepository>;
