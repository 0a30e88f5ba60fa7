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
 *   Indexes, one per read of GET /api/audit, each ending in `seq` so a page is an index range:
 *   a tenant's entries; a tenant's entries about one entity (or, with tenant_id null, one
 *   instruction's and one user's own password entries); the global entries of one kind
 *   (`entity, tenant_id, seq`: instructions with tenant_id null, and a tenant's ICPs or USPs).
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
    audit_entries_tenant_entity_idx: ['tenant_id', 'entity', 'entity_id', 'seq'],
    audit_entries_entity_kind_idx: ['entity', 'tenant_id', 'seq'],
  };
  for (const [name, columns] of Object.entries(indexes)) {
    await db.schema.createIndex(name).on('audit_entries').columns(columns).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_entries').execute();
  await db.schema.alterTable('prompts').dropColumn('author').execute();
  for (const table of ['usps', 'icps']) {
    await db.schema.alterTable(table).dropColumn('revision').execute();
  }
}
