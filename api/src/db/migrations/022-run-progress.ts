import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../connection';
import { literalList } from './audit-rebuild';

/** This migration's own copy of the vocabulary (a migration must not follow the contract). */
const STATUSES = ['running', 'done', 'cancelled', 'failed'];

/**
 * Long work that shows its progress (issue 39 §5): a test-case run started from the studio
 * goes on without the browser that started it, so a reload, or another user, reads its
 * progress back.
 *
 * - `test_case_run_progress`: one row per run, from start to end. `cases` is the run's case
 *   list as JSON (each case's tenant and whether it is done): who reads the progress counts
 *   only the cases they reach, as they read the results. `heartbeat_at_ms` moves with every
 *   case done; a running row whose heartbeat stopped (its API instance died) reads as
 *   interrupted. `result_id` names the kept run (`prompt_test_runs.id`) once done. A run on a
 *   second model keeps that model's results here only (`compare_results`, JSON, each with its
 *   case's tenant): they are never a version's results. Times are epoch milliseconds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const millis = pg ? 'bigint' : 'integer';
  const seq = pg ? 'bigserial' : 'integer';

  await db.schema
    .createTable('test_case_run_progress')
    .addColumn('seq', seq, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('prompt_id', 'text', (c) => c.notNull())
    .addColumn('started_by', 'text', (c) => c.notNull())
    .addColumn('started_by_name', 'text', (c) => c.notNull())
    .addColumn('started_at_ms', millis, (c) => c.notNull())
    .addColumn('heartbeat_at_ms', millis, (c) => c.notNull())
    .addColumn('finished_at_ms', millis)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('running'))
    .addColumn('cases', 'text', (c) => c.notNull())
    .addColumn('result_id', 'text')
    .addColumn('compare_model', 'text')
    .addColumn('compare_results', 'text')
    .addColumn('message', 'text')
    .addCheckConstraint(
      'test_case_run_progress_status_check',
      sql`status in (${literalList(STATUSES)})`,
    )
    .execute();
  // An instruction's latest run (the studio's panel on load).
  await db.schema
    .createIndex('test_case_run_progress_prompt_idx')
    .on('test_case_run_progress')
    .columns(['prompt_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('test_case_run_progress').execute();
}
