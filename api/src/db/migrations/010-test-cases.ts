import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../connection';
import { literalList, widenAuditEntityCheck } from './audit-rebuild';

/** This migration's own copies of the vocabularies (a migration must not follow the contract). */
const PROMPT_TYPES = [
  'ICP',
  'BUYER_PERSONA',
  'USP',
  'COMPANY_RESEARCH',
  'ICP_EDIT',
  'BUYER_PERSONA_EDIT',
  'USP_EDIT',
];
const AUDIT_ENTITIES = ['icp', 'usp', 'prompt', 'prompt-override', 'user', 'prompt-test-case'];

/**
 * Saved test cases (issue 21 §3), global per instruction type like the instructions:
 *
 * - `prompt_test_cases`: a case's input and checks as JSON text, the input record's name when
 *   saved; `seq` lists a type's cases oldest first.
 * - `prompt_test_runs`: every run kept, with a hash of the exact text it ran (`content_hash`),
 *   so a version's results are the latest run on its text; `version` names the version with
 *   that text when the run was made, null for a draft.
 *
 * The audit trail's entity CHECK gains 'prompt-test-case' (as migration 008 did).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const timestampType = pg ? 'timestamptz' : 'text';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const seq = pg ? 'bigserial' : 'integer';

  await db.schema
    .createTable('prompt_test_cases')
    .addColumn('seq', seq, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('prompt_type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('input', 'text', (c) => c.notNull())
    .addColumn('input_name', 'text')
    .addColumn('checks', 'text', (c) => c.notNull())
    .addColumn('updated_at', timestampType, (c) => c.notNull().defaultTo(now))
    .addCheckConstraint(
      'prompt_test_cases_prompt_type_check',
      sql`prompt_type in (${literalList(PROMPT_TYPES)})`,
    )
    .execute();
  // A type's list, oldest first, and its count.
  await db.schema
    .createIndex('prompt_test_cases_type_idx')
    .on('prompt_test_cases')
    .columns(['prompt_type', 'seq'])
    .execute();

  await db.schema
    .createTable('prompt_test_runs')
    .addColumn('seq', seq, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('prompt_id', 'text', (c) => c.notNull())
    .addColumn('version', 'text')
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('ran_at', timestampType, (c) => c.notNull().defaultTo(now))
    .addColumn('ran_by', 'text', (c) => c.notNull())
    .addColumn('passed', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('results', 'text', (c) => c.notNull())
    .execute();
  // A version's results and each pass rate: the latest run of one prompt on one text.
  await db.schema
    .createIndex('prompt_test_runs_text_idx')
    .on('prompt_test_runs')
    .columns(['prompt_id', 'content_hash', 'seq'])
    .execute();

  await widenAuditEntityCheck(db, pg, now, AUDIT_ENTITIES, { withGeneration: true });
}

/** The wider audit CHECK stays: entries are never deleted, so narrowing it could fail. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('prompt_test_runs').execute();
  await db.schema.dropTable('prompt_test_cases').execute();
}
