import { sql } from 'kysely';
import { type Db, isPostgres } from '../db/connection';

const LOCK_NAMESPACE = 'enterprise-portal-api:admins';

/**
 * Makes changes to who is an admin take turns until the transaction ends: two admins demoting
 * each other at once must not both see the other still an admin and leave none (PostgreSQL's
 * READ COMMITTED would let them). SQLite runs one transaction at a time already.
 */
export async function lockAdmins(trx: Db): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${LOCK_NAMESPACE}))`.execute(trx);
}
