import { sql } from 'kysely';
import { type Db, isPostgres } from '../db/connection';

/** The first key of every prompt's lock; the startup lock uses the one-key space instead. */
const LOCK_NAMESPACE = 'enterprise-portal-api:prompt';

/**
 * Makes the writes of one prompt (edit, restore, delete) take turns until the transaction
 * ends. Row locks are not enough on PostgreSQL: in READ COMMITTED a DELETE that waited on an
 * edit's row lock deletes only the rows its statement saw, not the version the edit inserted
 * and committed meanwhile, which then survived alone. A transaction-level advisory lock on
 * the prompt id, taken before anything is read, makes the second writer see all of the
 * first's work. SQLite runs one transaction at a time already.
 */
export async function lockPrompt(trx: Db, id: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${LOCK_NAMESPACE}), hashtext(${id}))`.execute(
    trx,
  );
}
