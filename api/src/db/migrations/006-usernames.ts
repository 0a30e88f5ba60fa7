import { type Kysely, sql } from 'kysely';
import { MigrationRefusal } from '../migration-refusal';

/**
 * This migration's own copy of `normalizeUsername` (auth/usernames.ts; a migration must not
 * follow later code): trimmed, Unicode NFC, lower case.
 */
const normalize = (username: string) => username.trim().normalize('NFC').toLowerCase();

/**
 * Usernames are email addresses, compared ignoring case (issue 22): every stored one is
 * rewritten to its one spelling. Two users that would share one refuse the migration, so the
 * API does not start until an operator keeps one of them; nothing is changed then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{
    id: string;
    username: string;
  }>`select id, username from users`.execute(db);
  const byName = new Map<string, typeof rows>();
  for (const row of rows) {
    const name = normalize(row.username);
    byName.set(name, [...(byName.get(name) ?? []), row]);
  }
  const collisions = [...byName]
    .filter(([, users]) => users.length > 1)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, users]) => {
      const spellings = users.map((user) => `'${user.username}'`).sort();
      return `${spellings.join(', ')} (as '${name}')`;
    });
  if (collisions.length > 0) {
    throw new MigrationRefusal(
      'Migration 006-usernames: usernames are now compared ignoring case, and these users ' +
        `would share one: ${collisions.join('; ')}. Rename or remove all but one of each in ` +
        'the users table, then start the API again.',
    );
  }
  for (const row of rows) {
    const name = normalize(row.username);
    if (name !== row.username) {
      await sql`update users set username = ${name} where id = ${row.id}`.execute(db);
    }
  }
}

/** The spellings before are gone: nothing to undo. */
export async function down(): Promise<void> {}
