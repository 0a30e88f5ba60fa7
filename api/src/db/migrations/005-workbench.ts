import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../connection';

/** This migration's own copies of the audit vocabulary (a migration must not follow the contract). */
const ACTIONS = ['create', 'update', 'delete', 'restore', 'change-password'];
const ENTITIES = ['icp', 'usp', 'prompt', 'user'];

/**
 * The workbench (issue 11):
 *
 * - `icps.revision`, `usps.revision`: 1 on create, +1 on every update; a PUT naming another
 *   revision writes nothing. Existing rows start at 1.
 * - `prompts.author`: the username that wrote a version; null for versions written before.
 * - `audit_entries`: append-only, one row per write, inserted in the write's own transaction.
 *   `seq` orders it (newest first = seq descending) and is the paging cursor. `changes` is a
 *   JSON array as text in both dialects (it is only ever read back whole).
 *   Indexes, one per read of GET /api/audit, each ending in `seq` so a page is one index range
 *   read backwards: a tenant's entries; of one kind; about one object; and, over the global
 *   entries only (tenant_id null), those of one kind (instructions) and those about one
 *   object (an instruction, a user's own password changes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const timestampType = pg ? 'timestamptz' : 'text';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const list = (values: string[]) => sql.join(values.map((value) => sql.lit(value)));

  for (const table of ['icps', 'usps']) {
    await db.schema
      .alterTable(table)
      .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
  await db.schema.alterTable('prompts').addColumn('author', 'text').execute();

  await db.schema
    .createTable('audit_entries')
    .addColumn('seq', pg ? 'bigserial' : 'integer', (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('at', timestampType, (c) => c.notNull().defaultTo(now))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text')
    .addColumn('workspace_id', 'text')
    .addColumn('changes', 'text', (c) => c.notNull())
    .addCheckConstraint('audit_entries_action_check', sql`action in (${list(ACTIONS)})`)
    .addCheckConstraint('audit_entries_entity_check', sql`entity in (${list(ENTITIES)})`)
    .execute();

  const indexes: Record<string, string[]> = {
    audit_entries_tenant_idx: ['tenant_id', 'seq'],
    audit_entries_tenant_kind_idx: ['tenant_id', 'entity', 'seq'],
    audit_entries_tenant_entity_idx: ['tenant_id', 'entity', 'entity_id', 'seq'],
  };
  for (const [name, columns] of Object.entries(indexes)) {
    await db.schema.createIndex(name).on('audit_entries').columns(columns).execute();
  }
  // Global entries (tenant_id null) get partial indexes: PostgreSQL does not take
  // `tenant_id IS NULL` as an equality that leaves `seq` in order, so a composite index
  // starting with tenant_id would need a sort for newest first.
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

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_entries').execute();
  await db.schema.alterTable('prompts').dropColumn('author').execute();
  for (const table of ['usps', 'icps']) {
    await db.schema.alterTable(table).dropColumn('revision').execute();
  }
}
