import type { Kysely } from 'kysely';
import { isPostgres } from '../connection';

/**
 * Sign-in with the company's identity provider (issue 34 §5): the provider sends the browser
 * back to the API, which must not put the portal's token in a URL. It keeps one row per
 * finished sign-in instead, found by the SHA-256 of a random one-time code the browser trades
 * for the token within a minute; the trade deletes the row, so a code works once, on any
 * instance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('oidc_handoffs')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at_ms', pg ? 'bigint' : 'integer', (c) => c.notNull())
    .execute();
  // Pruning deletes by age alone.
  await db.schema
    .createIndex('oidc_handoffs_expires_idx')
    .on('oidc_handoffs')
    .column('expires_at_ms')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oidc_handoffs').execute();
}
