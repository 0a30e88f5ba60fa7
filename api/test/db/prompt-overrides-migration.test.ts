import { type Migration, Migrator } from 'kysely';
import { migrateTo, pendingMigrations } from '../../src/db/migrate';
import * as m001 from '../../src/db/migrations/001-initial';
import * as m002 from '../../src/db/migrations/002-onboarding';
import * as m003 from '../../src/db/migrations/003-prompts';
import * as m004 from '../../src/db/migrations/004-auth-state';
import * as m005 from '../../src/db/migrations/005-workbench';
import { auditRows, indexesOf } from '../helpers/migration-checks';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

/** A database as it was before migration 008: 001…005 applied, with audit entries in it. */
const BEFORE_008: Record<string, Migration> = {
  '001-initial': m001,
  '002-onboarding': m002,
  '003-prompts': m003,
  '004-auth-state': m004,
  '005-workbench': m005,
};

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false, seed: false });
  const provider = { getMigrations: async () => BEFORE_008 };
  const { error } = await new Migrator({ db: database.db, provider }).migrateToLatest();
  if (error) throw error;
});
afterAll(() => database.drop());

const entry = (n: number, entity: string, tenantId: string | null) => ({
  id: `entry-${n}`,
  user_id: 'user-1',
  username: 'staff@example.com',
  action: 'update' as const,
  entity: entity as 'icp',
  entity_id: `object-${n}`,
  tenant_id: tenantId,
  workspace_id: null,
  changes: JSON.stringify([{ field: 'name', before: `a${n}`, after: `b${n}` }]),
});

test('migration 008 keeps every audit entry, its seq, the counter and the indexes', async () => {
  const { db } = database;
  await db
    .insertInto('audit_entries')
    .values([entry(1, 'icp', 'tenant-1'), entry(2, 'prompt', null), entry(3, 'user', null)])
    .execute();
  // The newest entry gone (no route does this): the next seq must still not reuse its number.
  await db.deleteFrom('audit_entries').where('id', '=', 'entry-3').execute();
  const rows = await auditRows(db);
  const indexes = await indexesOf(db, 'audit_entries');
  expect(rows).toHaveLength(2);

  // Up to 008 only: later migrations change the table on their own terms (009 adds a column).
  await migrateTo(db, '008-prompt-overrides');
  expect(await pendingMigrations(db)).not.toContain('008-prompt-overrides');

  expect(await auditRows(db)).toEqual(rows);
  expect(await indexesOf(db, 'audit_entries')).toEqual(indexes);
  const added = await db
    .insertInto('audit_entries')
    .values(entry(4, 'prompt-override', 'tenant-1'))
    .returning('seq')
    .executeTakeFirstOrThrow();
  expect(Number(added.seq)).toBe(4);
  // The CHECK still refuses what is not an entity. Matched by message: better-sqlite3's error
  // class comes from the first test file's realm, so `toThrow()` may not see an Error.
  const refused = db
    .insertInto('audit_entries')
    .values(entry(5, 'workspace', null))
    .execute();
  await expect(refused).rejects.toMatchObject({
    message: expect.stringMatching(/check constraint/i),
  });
});
