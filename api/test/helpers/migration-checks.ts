import { sql } from 'kysely';
import { type Db, isPostgres } from '../../src/db/connection';

/**
 * Every audit row, in order, as JSON: a migration that rebuilds the audit table must give
 * back exactly these.
 */
export const auditRows = async (db: Db) =>
  (await db.selectFrom('audit_entries').selectAll().orderBy('seq').execute()).map((row) =>
    JSON.stringify(row),
  );

/** The names of a table's indexes, sorted, on either database. */
export async function indexesOf(db: Db, table: string): Promise<string[]> {
  const { rows } = isPostgres(db)
    ? await sql<{ name: string }>`select indexname as name from pg_indexes
        where tablename = ${table}`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master
        where type = 'index' and tbl_name = ${table}`.execute(db);
  return rows.map((row) => row.name).sort();
}

/** An audit row of an ICP by staff in `tenant-1`'s `workspace-1`, as a migration test writes one. */
export const auditRow = (
  n: number,
  row: { action?: string; entityId?: string; userId?: string } = {},
) => ({
  id: `entry-${n}`,
  user_id: row.userId ?? 'user-1',
  username: row.userId ? `${row.userId}@example.com` : 'staff@example.com',
  // Any action an older schema allowed; the test's database checks it, not TypeScript.
  action: (row.action ?? 'create') as 'create',
  entity: 'icp' as const,
  entity_id: row.entityId ?? `object-${n}`,
  tenant_id: 'tenant-1',
  workspace_id: 'workspace-1',
  changes: '[]',
  generation: null,
});

/** The tenant (`tenant-1`, Acme) and workspace (`workspace-1`, SMB) a migration test's rows live in. */
export async function insertWorkspace(db: Db): Promise<void> {
  await db.insertInto('tenants').values({ id: 'tenant-1', name: 'Acme' }).execute();
  await db
    .insertInto('workspaces')
    .values({ id: 'workspace-1', tenant_id: 'tenant-1', name: 'SMB' })
    .execute();
}
