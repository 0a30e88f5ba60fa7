import { sql } from 'kysely';
import { type Db, isPostgres } from '../db/connection';

/** The first key of every workspace's name lock (the prompt locks have their own). */
const LOCK_NAMESPACE = 'enterprise-portal-api:workspace-names';

/**
 * Makes the writes that match names in a workspace (an import into it, a copy into it, a
 * restore from its trash) take turns until the transaction ends. Each reads the live names,
 * then writes; on PostgreSQL two at once both read before either wrote, so both created the
 * name, or both restored theirs past NAME_IN_USE. Taken before the names are read, a
 * transaction-level advisory lock makes the second see the first's records (each statement of
 * a READ COMMITTED transaction reads what is committed when it starts). SQLite runs one
 * transaction at a time already. Creates and renames check no names, so they do not take it.
 */
export async function lockWorkspaceNames(trx: Db, workspaceId: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${LOCK_NAMESPACE}), hashtext(${workspaceId}))`.execute(
    trx,
  );
}
