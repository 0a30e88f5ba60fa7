import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../connection';
import { literalList } from './audit-rebuild';

/** This migration's own copy of the vocabularies (a migration must not follow the contract). */
const STATUSES = ['running', 'done', 'cancelled', 'failed'];
const KINDS = ['test-case-run', 'research'];

/** The columns 022 made, kept as they were (the rows move over). */
const KEPT = [
  'id',
  'prompt_id',
  'started_by',
  'started_by_name',
  'started_at_ms',
  'heartbeat_at_ms',
  'finished_at_ms',
  'status',
  'cases',
  'result_id',
  'compare_model',
  'compare_results',
  'message',
] as const;

/**
 * One store for every long work that shows its progress (issue 39 §5): 022's
 * `test_case_run_progress` becomes `background_runs`, with a `kind` saying whose work a row
 * is, so company research is stored, read back after a reload and seen by another user as
 * test-case runs are.
 *
 * - `kind`: 'test-case-run' (every row 022 kept) or 'research'.
 * - `prompt_id`: a test-case run's instruction; null for research (its instruction is the
 *   tenant's released one, named by its result's generation).
 * - `tenant_id`, `workspace_id`: research's scope, which decides who reads it (the tenant's
 *   members, as they read its brief) and the workspace's latest run; null for test-case runs,
 *   whose cases carry their tenants.
 * - `result`: research's proposal once done (JSON, the generation a save sends back with it).
 *
 * A rebuild, not a rename: SQLite cannot drop the NOT NULL on `prompt_id` in place. Rows move
 * in their order, so the newest stays newest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const millis = pg ? 'bigint' : 'integer';
  const seq = pg ? 'bigserial' : 'integer';

  await db.schema
    .createTable('background_runs')
    .addColumn('seq', seq, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('prompt_id', 'text')
    .addColumn('tenant_id', 'text')
    .addColumn('workspace_id', 'text')
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
    .addColumn('result', 'text')
    .addColumn('message', 'text')
    .addCheckConstraint('background_runs_status_check', sql`status in (${literalList(STATUSES)})`)
    .addCheckConstraint('background_runs_kind_check', sql`kind in (${literalList(KINDS)})`)
    .execute();

  const columns = KEPT.map((column) => sql.ref(column));
  await sql`
    insert into background_runs (kind, ${sql.join(columns)})
    select 'test-case-run', ${sql.join(columns)} from test_case_run_progress order by seq
  `.execute(db);
  await db.schema.dropTable('test_case_run_progress').execute();

  // An instruction's latest test-case run (the studio's panel on load).
  await db.schema
    .createIndex('background_runs_prompt_idx')
    .on('background_runs')
    .columns(['prompt_id', 'seq'])
    .execute();
  // A workspace's latest research (the research panel on load).
  await db.schema
    .createIndex('background_runs_workspace_idx')
    .on('background_runs')
    .columns(['workspace_id', 'seq'])
    .execute();
}

/** Back to 022's table: its test-case runs; research cannot be kept there. */
export async function down(db: Kysely<unknown>): Promise<void> {
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
  const columns = KEPT.map((column) => sql.ref(column));
  await sql`
    insert into test_case_run_progress (${sql.join(columns)})
    select ${sql.join(columns)} from background_runs where kind = 'test-case-run' order by seq
  `.execute(db);
  await db.schema.dropTable('background_runs').execute();
  await db.schema
    .createIndex('test_case_run_progress_prompt_idx')
    .on('test_case_run_progress')
    .columns(['prompt_id', 'seq'])
    .execute();
}
