import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../connection';

/**
 * Administration (issue 34 §2-3): tenants and workspaces are archived, never deleted
 * (`archived_at`, null while live); accounts can be disabled (`disabled_at`), carry a
 * one-time password until its first change (`password_must_change`), and keep their last
 * sign-in for the accounts table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const timestampType = pg ? 'timestamptz' : 'text';
  const booleanType = pg ? 'boolean' : 'integer';
  for (const table of ['tenants', 'workspaces']) {
    await db.schema.alterTable(table).addColumn('archived_at', timestampType).execute();
  }
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema.alterTable('users').addColumn('disabled_at', timestampType).execute();
  await db.schema.alterTable('users').addColumn('last_sign_in_at', timestampType).execute();
  await db.schema
    .alterTable('users')
    .addColumn('password_must_change', booleanType, (column) => column.notNull().defaultTo(sql`false`))
    .execute();
}
