import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../connection';
import { widenAuditEntityCheck } from './audit-rebuild';

/** This migration's own copies of the vocabularies (a migration must not follow the contract). */
const AUDIT_ENTITIES = [
  ...['icp', 'usp', 'prompt', 'prompt-override', 'user', 'prompt-test-case'],
  ...['tenant', 'workspace'],
];
const AUDIT_ACTIONS = ['create', 'update', 'delete', 'restore', 'change-password', 'purge'];

/**
 * Administration (issue 34 §2-3): tenants and workspaces are archived, never deleted
 * (`archived_at`, null while live); accounts can be disabled (`disabled_at`), carry a
 * one-time password until its first change (`password_must_change`), and keep their last
 * sign-in for the accounts table. The audit trail's entity CHECK gains 'tenant' and
 * 'workspace': every administrative write is audited.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const timestampType = pg ? 'timestamptz' : 'text';
  const booleanType = pg ? 'boolean' : 'integer';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
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
  await widenAuditEntityCheck(db, pg, now, AUDIT_ENTITIES, {
    withGeneration: true,
    actions: AUDIT_ACTIONS,
  });
}
