import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../connection';
import { widenAuditActionCheck } from './audit-rebuild';

/** This migration's own copies of the vocabularies (a migration must not follow the contract). */
const AUDIT_ENTITIES = ['icp', 'usp', 'prompt', 'prompt-override', 'user', 'prompt-test-case'];
const AUDIT_ACTIONS = ['create', 'update', 'delete', 'restore', 'change-password', 'purge'];

/**
 * The trash (issue 24 §4): deleting an ICP or USP sets `deleted_at` (and `deleted_by`, the
 * user's id) instead of removing the row; every read of live records skips those rows. An
 * index per table lists a workspace's trash and finds the expired rows to purge. The audit
 * trail's action CHECK gains 'purge' (delete forever).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const timestampType = pg ? 'timestamptz' : 'text';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  for (const table of ['icps', 'usps']) {
    // One column per statement: SQLite's ALTER TABLE adds one at a time.
    await db.schema.alterTable(table).addColumn('deleted_at', timestampType).execute();
    await db.schema.alterTable(table).addColumn('deleted_by', 'text').execute();
    await db.schema
      .createIndex(`${table}_trash_idx`)
      .on(table)
      .columns(['tenant_id', 'workspace_id', 'deleted_at'])
      .where(sql.ref('deleted_at'), 'is not', null)
      .execute();
  }
  await widenAuditActionCheck(db, pg, now, AUDIT_ENTITIES, {
    withGeneration: true,
    actions: AUDIT_ACTIONS,
  });
}

/** Trashed rows go for good (they were deleted); the wider audit CHECK stays, as in 008. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['icps', 'usps']) {
    await sql`delete from ${sql.table(table)} where deleted_at is not null`.execute(db);
    await db.schema.dropIndex(`${table}_trash_idx`).execute();
    await db.schema.alterTable(table).dropColumn('deleted_by').execute();
    await db.schema.alterTable(table).dropColumn('deleted_at').execute();
  }
}
