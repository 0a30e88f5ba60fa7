import { type Kysely, sql } from 'kysely';

/** The kinds' root tables (a migration keeps its own list: it must not follow the kinds). */
const ROOTS = [
  { table: 'icps', entity: 'icp' },
  { table: 'usps', entity: 'usp' },
  { table: 'briefs', entity: 'brief' },
] as const;

/**
 * Who last created or changed a record (issue 37 §2, the list view's "Updated by"):
 * `updated_by`, the user id of the signed-in account that last created, updated, restored,
 * imported or copied it; null when nobody signed in did (the seed). No foreign key: an account
 * removed later leaves its id, which then reads as nobody. Backfilled from the latest audit
 * entry per record that wrote it (a delete does not: a restore, which does, follows it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, entity } of ROOTS) {
    await db.schema.alterTable(table).addColumn('updated_by', 'text').execute();
    await sql`
      update ${sql.table(table)} set updated_by = (
        select audit.user_id from audit_entries as audit
        where audit.entity = ${entity} and audit.entity_id = ${sql.ref(`${table}.id`)}
          and audit.action in ('create', 'update', 'restore')
        order by audit.seq desc limit 1)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of ROOTS) {
    await db.schema.alterTable(table).dropColumn('updated_by').execute();
  }
}
