import { sql } from 'kysely';
import { type Db, isPostgres } from './connection';
import { migrateToLatest } from './migrate';
import { type SeedResult, seedIfEmpty } from './seed';

/**
 * One advisory lock key for everything that must not run twice at once against one
 * PostgreSQL database: migrating and first-start seeding. hashtext() turns the name into the
 * bigint key, so no number needs to be reserved anywhere.
 */
const LOCK_NAME = 'enterprise-portal-api:startup';

/**
 * Runs `work` while holding a session-level advisory lock on PostgreSQL, so API instances
 * (and the CLI) starting together take turns: the second finds the schema migrated and the
 * users seeded and does nothing. The lock lives on one pooled connection; `work` uses the
 * others. SQLite serves one API process (docs/api.md), so it runs `work`
 * as is.
 */
export async function withStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${LOCK_NAME}))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${LOCK_NAME}))`.execute(connection);
    }
  });
}

/** What the server does at start: migrate, then seed a database nobody has used yet. */
export function prepareDatabase(db: Db): Promise<SeedResult | undefined> {
  return withStartupLock(db, async () => {
    await migrateToLatest(db);
    return seedIfEmpty(db);
  });
}
