import { randomUUID } from 'node:crypto';
import { migrateTo, migrateToLatest } from '../../src/db/migrate';
import { createRepositories } from '../../src/repositories';
import { createTestDatabase } from '../helpers/database';

describe('migration 013-roles', () => {
  test('admins stay admins and everyone else becomes an editor: nobody loses a right', async () => {
    const database = await createTestDatabase({ migrate: false, seed: false });
    try {
      await migrateTo(database.db, '012-copied-from');
      const before = [
        { username: 'ada@example.com', is_admin: 1 },
        { username: 'bob@example.com', is_admin: 0 },
      ];
      // Written as the schema before 013 had it (is_admin), not through today's repository.
      await database.db
        .insertInto('users')
        .values(
          before.map((user) => ({ id: randomUUID(), password_hash: 'not-a-real-hash', ...user })),
        )
        .execute();

      expect(await migrateToLatest(database.db)).toContain('013-roles');
      const users = createRepositories(database.db).users;
      expect(await users.findByUsername('ada@example.com')).toMatchObject({
        role: 'admin',
        isAdmin: true,
      });
      expect(await users.findByUsername('bob@example.com')).toMatchObject({
        role: 'editor',
        isAdmin: false,
      });
    } finally {
      await database.drop();
    }
  });
});
