import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../connection';
import { literalList } from './audit-rebuild';

/** This migration's own copies of the vocabularies (a migration must not follow the contract). */
const PURPOSES = ['draft', 'suggestion', 'revision', 'research', 'test-run', 'test-case'];
const OUTCOMES = ['ok', 'unusable', 'error', 'timeout'];
const FATES = ['kept', 'edited', 'dismissed'];

/**
 * Every model call (issue 39 §4), one row each, only ever inserted, then given its fate:
 *
 * - which instruction ran (`instruction_id`, `version`: null for a studio text never saved),
 *   its type, the tenant and workspace it ran for, why (`purpose`), the model that answered;
 * - what it took: tokens in and out as the answer's `usage` said (null without one), the
 *   latency, how it ended (`outcome`) and its cost as priced when it ran (the price table,
 *   MODEL_PRICES, may change later: a stored cost does not);
 * - `fate`, for a draft, suggestion, revision or research answer: kept (saved unedited),
 *   edited (saved with edits) or dismissed by staff; null while neither, which the scorecard
 *   reads as discarded once 24 hours have passed (no scheduler writes it).
 *
 * Times are epoch milliseconds, compared as numbers. No foreign keys: the record outlives
 * whatever it names (an instruction deleted, a workspace archived), as the audit trail does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const millis = pg ? 'bigint' : 'integer';
  const money = pg ? 'double precision' : 'real';

  await db.schema
    .createTable('model_calls')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('instruction_id', 'text')
    .addColumn('prompt_type', 'text', (c) => c.notNull())
    .addColumn('version', 'text')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('workspace_id', 'text')
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('input_tokens', 'integer')
    .addColumn('output_tokens', 'integer')
    .addColumn('latency_ms', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('cost', money, (c) => c.notNull().defaultTo(0))
    .addColumn('at_ms', millis, (c) => c.notNull())
    .addColumn('fate', 'text')
    .addColumn('fate_at_ms', millis)
    .addCheckConstraint('model_calls_purpose_check', sql`purpose in (${literalList(PURPOSES)})`)
    .addCheckConstraint('model_calls_outcome_check', sql`outcome in (${literalList(OUTCOMES)})`)
    .addCheckConstraint('model_calls_fate_check', sql`fate in (${literalList(FATES)})`)
    .execute();
  // The scorecard reads one version's calls from these two indexes alone (SQLite: covering
  // index scans, no table row read): per tenant in latency order, with every column its totals
  // sum (so the totals and each tenant's percentiles, read at their ranks by OFFSET); and all
  // tenants' in latency order (the percentiles over every tenant).
  await db.schema
    .createIndex('model_calls_version_tenant_idx')
    .on('model_calls')
    .columns([
      'instruction_id',
      'version',
      'tenant_id',
      'latency_ms',
      'outcome',
      'purpose',
      'fate',
      'at_ms',
      'input_tokens',
      'output_tokens',
      'cost',
    ])
    .execute();
  await db.schema
    .createIndex('model_calls_version_latency_idx')
    .on('model_calls')
    .columns(['instruction_id', 'version', 'latency_ms'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('model_calls').execute();
}
