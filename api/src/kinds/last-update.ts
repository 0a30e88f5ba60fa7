import { sql } from 'kysely';

/**
 * A root row's last update as the wire says it (issue 37 §2): `updatedAt` from `updated_at`,
 * `updatedBy` the email (username) of the account in `updated_by`, null for the seed's records
 * or an account gone since. One lookup by the users' primary key per row: the list read stays
 * index-only.
 */

export interface LastUpdateRow {
  updated_at: Date | string;
  updated_by_name: string | null;
}

/** The columns `lastUpdateOf` reads, for a select on `table`. */
export const lastUpdateColumns = (table: string) =>
  [
    'updated_at',
    sql<string | null>`(select users.username from users
      where users.id = ${sql.ref(`${table}.updated_by`)})`.as('updated_by_name'),
  ] as const;

/**
 * SQLite's CURRENT_TIMESTAMP is UTC without a zone ("2026-11-28 14:52:16"), which Date would
 * read as local time; PostgreSQL's timestamptz arrives as a Date.
 */
const utc = (value: Date | string) =>
  new Date(
    typeof value === 'string' && !/[zZ]|[+-]\d\d:?\d\d$/.test(value)
      ? `${value.replace(' ', 'T')}Z`
      : value,
  );

export const lastUpdateOf = (row: LastUpdateRow) => ({
  updatedAt: utc(row.updated_at).toISOString(),
  updatedBy: row.updated_by_name,
});
