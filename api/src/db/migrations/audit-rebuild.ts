import { type Kysely, type RawBuilder, sql } from 'kysely';

/**
 * What a rebuild that names no actions keeps: every action any migration allowed (005's, 011's
 * 'purge', 017's), so a later entity rebuild never narrows the action CHECK under stored rows.
 */
const AUDIT_ACTIONS = [
  ...['create', 'update', 'delete', 'restore', 'change-password', 'purge'],
  // 017's, for releases.
  ...['approve', 'reject', 'comment', 'release', 'rollback'],
];

/** What a rebuild keeps besides the rows: migration 009's column, and the action CHECK's list. */
export interface RebuildOptions {
  withGeneration: boolean;
  actions?: string[];
}

const BASE_COLUMNS = [
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

export const literalList = (values: string[]) => sql.join(values.map((value) => sql.lit(value)));

/**
 * SQLite cannot alter a CHECK, so widening the audit trail's entity (or action) CHECK rebuilds
 * `audit_entries` (migration 005's table and indexes) with its rows, `seq` values and
 * counter. `generation` is the nullable column migration 009 added, kept from then on.
 */
export async function rebuildSqliteAuditEntries(
  db: Kysely<unknown>,
  now: RawBuilder<unknown>,
  entities: string[],
  { withGeneration, actions = AUDIT_ACTIONS }: RebuildOptions,
) {
  const counter = await sql<{ seq: number }>`
    select seq from sqlite_sequence where name = 'audit_entries'`.execute(db);

  let table = db.schema
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
    .addColumn('changes', 'text', (c) => c.notNull());
  if (withGeneration) table = table.addColumn('generation', 'text');
  await table
    .addCheckConstraint('audit_entries_action_check', sql`action in (${literalList(actions)})`)
    .addCheckConstraint('audit_entries_entity_check', sql`entity in (${literalList(entities)})`)
    .execute();
  const names = withGeneration ? [...BASE_COLUMNS, 'generation'] : BASE_COLUMNS;
  const columns = sql.join(names.map((column) => sql.ref(column)));
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
  for (const [name, indexColumns] of Object.entries(indexes)) {
    await db.schema.createIndex(name).on('audit_entries').columns(indexColumns).execute();
  }
  const globalIndexes: Record<string, string[]> = {
    audit_entries_global_kind_idx: ['entity', 'seq'],
    audit_entries_global_entity_idx: ['entity', 'entity_id', 'seq'],
  };
  for (const [name, indexColumns] of Object.entries(globalIndexes)) {
    await db.schema
      .createIndex(name)
      .on('audit_entries')
      .columns(indexColumns)
      .where(sql.ref('tenant_id'), 'is', null)
      .execute();
  }
}

/** The audit trail's entity CHECK widened to `entities`: swapped on PostgreSQL, rebuilt on SQLite. */
export async function widenAuditEntityCheck(
  db: Kysely<unknown>,
  pg: boolean,
  now: RawBuilder<unknown>,
  entities: string[],
  options: RebuildOptions,
) {
  if (pg) {
    await db.schema
      .alterTable('audit_entries')
      .dropConstraint('audit_entries_entity_check')
      .execute();
    await db.schema
      .alterTable('audit_entries')
      .addCheckConstraint('audit_entries_entity_check', sql`entity in (${literalList(entities)})`)
      .execute();
  } else {
    await db.transaction().execute((trx) => rebuildSqliteAuditEntries(trx, now, entities, options));
  }
}

/** The audit trail's action CHECK widened to `actions`: swapped on PostgreSQL, rebuilt on SQLite. */
export async function widenAuditActionCheck(
  db: Kysely<unknown>,
  pg: boolean,
  now: RawBuilder<unknown>,
  entities: string[],
  options: Required<RebuildOptions>,
) {
  if (pg) {
    await db.schema
      .alterTable('audit_entries')
      .dropConstraint('audit_entries_action_check')
      .execute();
    await db.schema
      .alterTable('audit_entries')
      .addCheckConstraint(
        'audit_entries_action_check',
        sql`action in (${literalList(options.actions)})`,
      )
      .execute();
  } else {
    await db.transaction().execute((trx) => rebuildSqliteAuditEntries(trx, now, entities, options));
  }
}
