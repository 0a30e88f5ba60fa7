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
const AUDIT_ENTITIES = ['icp', 'usp', 'prompt', 'prompt-override', 'user'];

/**
 * Per-tenant instruction overrides (issue 20), at most one per (tenant, instruction type):
 *
 * - a pin: `prompt_id` + `version` name an existing version (a composite foreign key on the
 *   prompts' `(id, version)` key, so no pin can dangle; the API removes pins before it
 *   deletes an instruction, in the same transaction);
 * - a variant: the tenant's own `prompt_content`; `variant_version` counts changes of that
 *   text from '1.0' and is kept while the override is a pin, so (id, version) never names two
 *   texts.
 *
 * The audit trail's entity CHECK (migration 005) gains 'prompt-override'. PostgreSQL swaps the
 * constraint; SQLite cannot alter a CHECK, so `audit_entries` is rebuilt with its rows, its
 * `seq` values and counter, and its indexes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const timestampType = pg ? 'timestamptz' : 'text';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  await db.schema
    .createTable('prompt_overrides')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('prompt_type', 'text', (c) => c.notNull())
    .addColumn('prompt_id', 'text')
    .addColumn('version', 'text')
    .addColumn('prompt_content', 'text')
    .addColumn('variant_version', 'text')
    .addColumn('updated_at', timestampType, (c) => c.notNull().defaultTo(now))
    .addColumn('author', 'text')
    .addUniqueConstraint('prompt_overrides_tenant_type_key', ['tenant_id', 'prompt_type'])
    .addForeignKeyConstraint('prompt_overrides_pin_fk', ['prompt_id', 'version'], 'prompts', [
      'id',
      'version',
    ])
    .addCheckConstraint(
      'prompt_overrides_prompt_type_check',
      sql`prompt_type in (${literalList(PROMPT_TYPES)})`,
    )
    .addCheckConstraint(
      'prompt_overrides_kind_check',
      sql`(prompt_id is not null and version is not null and prompt_content is null)
        or (prompt_id is null and version is null and prompt_content <> ''
            and variant_version is not null)`,
    )
    .execute();
  // Deleting an instruction looks up the pins to it.
  await db.schema
    .createIndex('prompt_overrides_pin_idx')
    .on('prompt_overrides')
    .columns(['prompt_id', 'version'])
    .execute();

  await widenAuditEntityCheck(db, pg, now, AUDIT_ENTITIES, { withGeneration: false });
}

/** The wider audit CHECK stays: entries are never deleted, so narrowing it could fail. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('prompt_overrides').execute();
}
