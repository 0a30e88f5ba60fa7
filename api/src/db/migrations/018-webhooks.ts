import { type Kysely, type RawBuilder, sql } from 'kysely';
import { isPostgres } from '../connection';
import { literalList, rebuildSqliteAuditEntries } from './audit-rebuild';

/** This migration's own copies of the vocabularies (a migration must not follow the contract). */
const EVENTS = ['release', 'rollback', 'ping'];
const STATUSES = ['pending', 'delivered', 'failed'];

/**
 * Webhooks (issue 35 §5): a durable outbox of deliveries.
 *
 * - `webhooks`: the URLs admins register, each with its secret (sealed with a key derived from
 *   JWT_SECRET, webhooks/secret-box.ts) and the secret's last characters to show instead.
 * - `webhook_deliveries`: one row per event per webhook, inserted in the transaction of the
 *   release that caused it, so it exists if and only if the release committed. `body` is the
 *   exact text sent and signed. A sender claims a due row (`claim_token`, `claimed_until_ms`)
 *   in one statement, so two instances never send it together, and a claim left by an
 *   instance that died runs out and is taken again. Times are epoch milliseconds, compared
 *   as numbers by the due query.
 *
 * The audit trail's entity CHECK gains 'webhook'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const timestampType = pg ? 'timestamptz' : 'text';
  const millis = pg ? 'bigint' : 'integer';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const seq = pg ? 'bigserial' : 'integer';

  await db.schema
    .createTable('webhooks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('secret_hint', 'text', (c) => c.notNull())
    .addColumn('created_at', timestampType, (c) => c.notNull().defaultTo(now))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('seq', seq, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    // A removed webhook's deliveries go with it, pending ones included: nothing is sent.
    .addColumn('webhook_id', 'text', (c) =>
      c.notNull().references('webhooks.id').onDelete('cascade'),
    )
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('release_id', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at_ms', millis, (c) => c.notNull())
    // Null once delivered or failed.
    .addColumn('next_attempt_at_ms', millis)
    .addColumn('claim_token', 'text')
    .addColumn('claimed_until_ms', millis)
    .addColumn('last_attempt_at_ms', millis)
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('delivered_at_ms', millis)
    .addCheckConstraint('webhook_deliveries_event_check', sql`event in (${literalList(EVENTS)})`)
    .addCheckConstraint(
      'webhook_deliveries_status_check',
      sql`status in (${literalList(STATUSES)})`,
    )
    .execute();
  // The senders' due query: pending rows by their next try, and only those.
  await db.schema
    .createIndex('webhook_deliveries_due_idx')
    .on('webhook_deliveries')
    .column('next_attempt_at_ms')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  // A webhook's newest deliveries (its list, its last one).
  await db.schema
    .createIndex('webhook_deliveries_webhook_idx')
    .on('webhook_deliveries')
    .columns(['webhook_id', 'seq'])
    .execute();

  await addAuditEntity(db, pg, now, 'webhook');
}

/**
 * The values a CHECK of the audit trail allows now. Read, not copied: migrations 017 and 018
 * were written side by side, and each must keep what the other allows.
 */
export async function auditCheckValues<DB>(db: Kysely<DB>, check: 'entity' | 'action') {
  const name = `audit_entries_${check}_check`;
  let definition: string | undefined;
  if (isPostgres(db)) {
    const { rows } = await sql<{ definition: string }>`
      select pg_get_constraintdef(oid) as definition from pg_constraint
      where conname = ${name} and conrelid = 'audit_entries'::regclass`.execute(db);
    definition = rows[0]?.definition;
  } else {
    const { rows } = await sql<{ sql: string }>`
      select sql from sqlite_master where type = 'table' and name = 'audit_entries'`.execute(db);
    definition = rows[0]?.sql.match(
      new RegExp(`"${name}" check \\(${check} in \\(([^)]*)\\)`),
    )?.[1];
  }
  if (!definition) throw new Error(`audit_entries has no ${name} to widen`);
  return [...definition.matchAll(/'([^']*)'/g)].map((match) => match[1]!);
}

/**
 * The audit trail's entity CHECK widened by `entity`: swapped on PostgreSQL, rebuilt on SQLite
 * (migration 020 widens it by 'brief' the same way).
 */
export async function addAuditEntity(
  db: Kysely<unknown>,
  pg: boolean,
  now: RawBuilder<unknown>,
  entity: string,
) {
  const entities = [...new Set([...(await auditCheckValues(db, 'entity')), entity])];
  if (pg) {
    await db.schema
      .alterTable('audit_entries')
      .dropConstraint('audit_entries_entity_check')
      .execute();
    await db.schema
      .alterTable('audit_entries')
      .addCheckConstraint('audit_entries_entity_check', sql`entity in (${literalList(entities)})`)
      .execute();
    return;
  }
  const actions = await auditCheckValues(db, 'action');
  await db
    .transaction()
    .execute((trx) =>
      rebuildSqliteAuditEntries(trx, now, entities, { withGeneration: true, actions }),
    );
}

/** The wider audit CHECK stays: entries are never deleted, so narrowing it could fail. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhooks').execute();
}
