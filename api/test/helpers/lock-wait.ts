import { sql } from 'kysely';
import { type Db, isPostgres } from '../../src/db/connection';
import { inTransaction } from '../../src/repositories/transaction';

/**
 * Resolves once another connection to `db`'s PostgreSQL database waits on a lock: a write
 * started beside a held transaction has reached the point where it blocks. On SQLite at once:
 * the held transaction keeps the one connection, so the other write cannot have run anyway.
 */
export async function untilAnotherWaits(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if (rows[0]!.n > 0) return;
    if (Date.now() > deadline) throw new Error('no connection started waiting on a lock in 10 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Runs `write` in a transaction on `db` held open until `release()`; `written` once it has written. */
export function held<T>(db: Db, write: (trx: Db) => Promise<T>) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let entered!: () => void;
  const written = new Promise<void>((resolve) => (entered = resolve));
  const result = inTransaction(db, async (trx) => {
    const value = await write(trx);
    entered();
    await gate;
    return value;
  });
  return { result, written, release };
}
