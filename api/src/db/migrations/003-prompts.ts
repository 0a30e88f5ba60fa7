import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../connection';

/**
 * Spec §3's instruction types, as of this migration: its own copy, since a migration must not
 * change when the contract's list (`PROMPT_TYPES` in @portal/contract) does; a new type needs
 * a new migration.
 */
const PROMPT_TYPES = [
  'ICP',
  'BUYER_PERSONA',
  'USP',
  'COMPANY_RESEARCH',
  'ICP_EDIT',
  'BUYER_PERSONA_EDIT',
  'USP_EDIT',
];

/**
 * AI instruction prompts, global to the provider (no tenant). One row per version.
 *
 * - `(id, version)` is the natural key: `id` names a prompt across its versions. `seq` is the
 *   insertion order, the tie-break when timestamps are equal (PostgreSQL's now() is the same
 *   for every statement of a transaction; SQLite keeps milliseconds only).
 * - At most one active row per prompt: a partial unique index, so even a racing writer that
 *   got past the API's conditional UPDATE could not leave two active versions.
 * - Rows are never updated except `is_active`: editing appends a version, history stays.
 * - Timestamps default to the database clock; SQLite stores ISO 8601 text with milliseconds
 *   so that text order is time order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const timestampType = pg ? 'timestamptz' : 'text';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const types = sql.join(PROMPT_TYPES.map((type) => sql.lit(type)));

  await db.schema
    .createTable('prompts')
    .addColumn('seq', pg ? 'bigserial' : 'integer', (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('prompt_type', 'text', (c) => c.notNull())
    .addColumn('prompt_content', 'text', (c) => c.notNull())
    .addColumn('is_active', pg ? 'boolean' : 'integer', (c) => c.notNull())
    .addColumn('created_at', timestampType, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', timestampType, (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('prompts_id_version_key', ['id', 'version'])
    .addCheckConstraint('prompts_prompt_type_check', sql`prompt_type in (${types})`)
    .addCheckConstraint(
      'prompts_required_check',
      sql`version <> '' and description <> '' and prompt_content <> ''`,
    )
    .execute();

  await db.schema
    .createIndex('prompts_one_active_idx')
    .on('prompts')
    .column('id')
    .unique()
    .where(sql.ref('is_active'), '=', pg ? sql.lit(true) : sql.lit(1))
    .execute();
  // GET /api/prompts/ reads every row in this order: active first, newest first.
  await db.schema
    .createIndex('prompts_list_order_idx')
    .on('prompts')
    .columns(['is_active', 'updated_at', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('prompts').execute();
}
