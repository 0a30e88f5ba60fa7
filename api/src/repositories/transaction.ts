import type { Db } from '../db/connection';

/**
 * Runs `work` in a transaction, or in the caller's when `db` already is one (the seed writes
 * everything in one): Kysely does not nest transactions.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** Rows affected by an update or delete, as a number in both dialects (Kysely says bigint). */
export const affected = (result: { numUpdatedRows?: bigint; numDeletedRows?: bigint }) =>
  Number(result.numUpdatedRows ?? result.numDeletedRows ?? 0);
