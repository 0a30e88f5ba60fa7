import { type Kysely, sql } from 'kysely';

/**
 * Roles (issue 34 §1): every account gets one of viewer, editor, releaser, admin. Admins stay
 * admins and everyone else becomes an editor, so nobody loses a right on upgrade; `is_admin`
 * goes, so the role is the one place an account's rights are written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (column) =>
      column
        .notNull()
        .defaultTo('editor')
        .check(sql`role in ('viewer', 'editor', 'releaser', 'admin')`),
    )
    .execute();
  await sql`update users set role = 'admin' where is_admin`.execute(db);
  await db.schema.alterTable('users').dropColumn('is_admin').execute();
}
