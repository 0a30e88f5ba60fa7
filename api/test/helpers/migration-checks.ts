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
