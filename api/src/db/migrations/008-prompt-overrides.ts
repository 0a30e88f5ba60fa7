import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../connection';

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

const AUDIT_COLUMNS = [
  'seq',
  'id',
  'at',
  'user_id',
  'username',
  'action',
  'entity',
  'entity_id',
  'tenant_id',
  'workspace_id',
  'changes',
];

const list = (values: string[]) => sql.join(values.map((value) => sql.lit(value)));
const entityCheck = sql`entity in (${list(AUDIT_ENTITIES)})`;

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
      sql`prompt_type in (${list(PROMPT_TYPES)})`,
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

  if (pg) {
    await db.schema
      .alterTable('audit_entries')
      .dropConstraint('audit_entries_entity_check')
      .execute();
    await db.schema
      .alterTable('audit_entries')
      .addCheckConstraint('audit_entries_entity_check', entityCheck)
      .execute();
  } else {
    await db.transaction().execute((trx) => rebuildSqliteAuditEntries(trx, now));
  }
}

/** Migration 005's table and indexes, with the wider entity CHECK; rows and counter kept. */
async function rebuildSqliteAuditEntries(db: Kysely<unknown>, now: ReturnType<typeof sql>) {
  const actions = ['create', 'update', 'delete', 'restore', 'change-password'];
  const counter = await sql<{ seq: number }>`
    select seq from sqlite_sequence where name = 'audit_entries'`.execute(db);

  await db.schema
    .createTable('audit_entries_next')
    .addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text')
    .addColumn('workspace_id', 'text')
    .addColumn('changes', 'text', (c) => c.notNull())
    .addCheckConstraint('audit_entries_action_check', sql`action in (${list(actions)})`)
    .addCheckConstraint('audit_entries_entity_check', entityCheck)
    .execute();
  const columns = sql.join(AUDIT_COLUMNS.map((column) => sql.ref(column)));
  await sql`insert into audit_entries_next (${columns})
    select ${columns} from audit_entries`.execute(db);
  await db.schema.dropTable('audit_entries').execute();
  await db.schema.alterTable('audit_entries_next').renameTo('audit_entries').execute();
  const previous = counter.rows[0]?.seq;
  if (previous !== undefined) {
    await sql`delete from sqlite_sequence where name = 'audit_entries'`.execute(db);
    await sql`insert into sqlite_sequence (name, seq) values ('audit_entries',
      max(${previous}, (select coalesce(max(seq), 0) from audit_entries)))`.execute(db);
  }

  const indexes: Record<string, string[]> = {
    audit_entries_tenant_idx: ['tenant_id', 'seq'],
    audit_entries_tenant_kind_idx: ['tenant_id', 'entity', 'seq'],
    audit_entries_tenant_entity_idx: ['tenant_id', 'entity', 'entity_id', 'seq'],
  };
  for (const [name, columns] of Object.entries(indexes)) {
    await db.schema.createIndex(name).on('audit_entries').columns(columns).execute();
  }
  const globalIndexes: Record<string, string[]> = {
    audit_entries_global_kind_idx: ['entity', 'seq'],
    audit_entries_global_entity_idx: ['entity', 'entity_id', 'seq'],
  };
  for (const [name, columns] of Object.entries(globalIndexes)) {
    await db.schema
      .createIndex(name)
      .on('audit_entries')
      .columns(columns)
      .where(sql.ref('tenant_id'), 'is', null)
      .execute();
  }
}

/** The wider audit CHECK stays: entries are never deleted, so narrowing it could fail. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('prompt_overrides').execute();
}
