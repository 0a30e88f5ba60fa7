import { sql } from 'kysely';
import { type Db, isPostgres } from '../db/connection';

/**
 * Makes the transactions that take the same turn (`what`, and `key` within it) run one after
 * another until each ends. On PostgreSQL two READ COMMITTED transactions that each read, then
 * write on what they read (who the admins are, which names are taken) both read before either
 * wrote; a transaction-level advisory lock taken before the read makes the second see the
 * first's writes. SQLite runs one transaction at a time already.
 */
export async function takeTurns(trx: Db, what: string, key = ''): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${`enterprise-portal-api:${what}`}), hashtext(${key}))`.execute(
    trx,
  );
}
