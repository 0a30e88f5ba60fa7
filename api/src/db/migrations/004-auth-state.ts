import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../connection';

/**
 * Sign-in state that must hold across API instances, so it lives in the database:
 *
 * - `users.token_generation`: every token carries the generation it was issued under; a
 *   password change or a sign-out adds one, and older tokens stop working everywhere.
 *   `users.kept_session_id` is the one exception: the session (token `jti`) that changed
 *   the password keeps working with the token it already holds.
 * - `auth_failures`: one row per wrong password (sign-in per username and address, and
 *   change-password per session), read back over a sliding window and pruned as rows age out.
 * - `rate_limit_hits`: fixed-window request counters of `@fastify/rate-limit` (per address).
 *
 * Times are milliseconds since the epoch from the API's clock (tests move it by hand).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const millis = pg ? 'bigint' : 'integer';

  await db.schema
    .alterTable('users')
    .addColumn('token_generation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('kept_session_id', 'text').execute();

  await db.schema
    .createTable('auth_failures')
    .addColumn('seq', pg ? 'bigserial' : 'integer', (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('door', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('at_ms', millis, (c) => c.notNull())
    .addCheckConstraint('auth_failures_door_check', sql`door in ('sign-in', 'change-password')`)
    .execute();
  await db.schema
    .createIndex('auth_failures_subject_idx')
    .on('auth_failures')
    .columns(['door', 'subject', 'at_ms'])
    .execute();
  // Pruning deletes by age alone.
  await db.schema.createIndex('auth_failures_at_idx').on('auth_failures').column('at_ms').execute();

  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_started_ms', millis, (c) => c.notNull())
    .addColumn('window_ms', millis, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_window_idx')
    .on('rate_limit_hits')
    .expression(sql`(window_started_ms + window_ms)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').execute();
  await db.schema.dropTable('auth_failures').execute();
  await db.schema.alterTable('users').dropColumn('kept_session_id').execute();
  await db.schema.alterTable('users').dropColumn('token_generation').execute();
}
