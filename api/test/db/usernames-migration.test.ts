import { randomUUID } from 'node:crypto';
import { migrateTo, migrateToLatest, pendingMigrations } from '../../src/db/migrate';
import { MigrationRefusal } from '../../src/db/migration-refusal';
import { createRepositories } from '../../src/repositories';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

/** A database as the version before 006 left it, with these users stored as they were typed. */
async function databaseBefore006(usernames: string[]): Promise<TestDatabase> {
  const database = await createTestDatabase({ migrate: false, seed: false });
  await migrateTo(database.db, '005-workbench');
  await database.db
    .insertInto('users')
    .values(
      usernames.map((username) => ({
        id: randomUUID(),
        username,
        password_hash: 'not-a-real-hash',
        is_admin: 0,
      })),
    )
    .execute();
  return database;
}

const storedUsernames = async (database: TestDatabase) =>
  (await database.db.selectFrom('users').select('username').orderBy('username').execute()).map(
    (row) => row.username,
  );

describe('migration 006-usernames', () => {
  test('stores every username in its one spelling: trimmed, NFC, lower case', async () => {
    const database = await databaseBefore006([
      'Carol@Example.COM',
      ' erin@example.com ',
      'jose\u0301@example.com',
      'dave@example.com',
    ]);
    try {
      expect(await migrateToLatest(database.db)).toContain('006-usernames');
      expect(await storedUsernames(database)).toEqual([
        'carol@example.com',
        'dave@example.com',
        'erin@example.com',
        'jos\u00e9@example.com',
      ]);
      const carol = await createRepositories(database.db).users.findByUsername('CAROL@example.com');
      expect(carol?.username).toBe('carol@example.com');
    } finally {
      await database.drop();
    }
  });

  test('refuses to run when users would collide, naming every one, and changes nothing', async () => {
    const usernames = [
      'Alice@Example.com',
      'alice@example.com',
      'bob@example.com',
      'BOB@example.com',
      'carol@example.com',
    ];
    const database = await databaseBefore006(usernames);
    try {
      const before = await storedUsernames(database);
      const refusal = migrateToLatest(database.db);
      await expect(refusal).rejects.toBeInstanceOf(MigrationRefusal);
      await expect(refusal).rejects.toThrow(
        new Error(
          'Migration 006-usernames: usernames are now compared ignoring case, and these users ' +
            "would share one: 'Alice@Example.com', 'alice@example.com' (as 'alice@example.com'); " +
            "'BOB@example.com', 'bob@example.com' (as 'bob@example.com'). Rename or remove all " +
            'but one of each in the users table, then start the API again.',
        ),
      );
      expect(await storedUsernames(database)).toEqual(before);
      expect(await pendingMigrations(database.db)).toContain('006-usernames');
    } finally {
      await database.drop();
    }
  });
});
