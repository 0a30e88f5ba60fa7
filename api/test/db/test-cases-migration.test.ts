import { migrateTo, migrateToLatest, pendingMigrations } from '../../src/db/migrate';
import { auditRows, indexesOf } from '../helpers/migration-checks';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

/** Migration 010 (saved test cases, issue 21 §3) on a database with audit entries in it. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false, seed: false });
  await migrateTo(database.db, '009-lineage');
});
afterAll(() => database.drop());

const entry = (n: number, entity: string, generation: string | null = null) => ({
  id: `entry-${n}`,
  user_id: 'user-1',
  username: 'staff@example.com',
  action: 'create' as const,
  entity: entity as 'icp',
  entity_id: `object-${n}`,
  tenant_id: entity === 'icp' ? 'tenant-1' : null,
  workspace_id: null,
  changes: JSON.stringify([{ field: 'name', after: `n${n}` }]),
  generation,
});

test('migration 010 keeps every audit entry (generation too), its seq, the counter and the indexes', async () => {
  const { db } = database;
  const lineage = JSON.stringify({ promptId: 'p', version: '1.0', edited: false });
  await db
    .insertInto('audit_entries')
    .values([entry(1, 'icp', lineage), entry(2, 'prompt'), entry(3, 'user')])
    .execute();
  // The newest entry gone (no route does this): the next seq must still not reuse its number.
  await db.deleteFrom('audit_entries').where('id', '=', 'entry-3').execute();
  const rows = await auditRows(db);
  const indexes = await indexesOf(db, 'audit_entries');

  await migrateToLatest(db);
  expect(await pendingMigrations(db)).toEqual([]);

  expect(await auditRows(db)).toEqual(rows);
  expect(await indexesOf(db, 'audit_entries')).toEqual(indexes);
  const added = await db
    .insertInto('audit_entries')
    .values(entry(4, 'prompt-test-case'))
    .returning('seq')
    .executeTakeFirstOrThrow();
  expect(Number(added.seq)).toBe(4);
  // Matched by message: better-sqlite3's error class comes from the first test file's realm.
  await expect(
    db.insertInto('audit_entries').values(entry(5, 'company')).execute(),
  ).rejects.toMatchObject({ message: expect.stringMatching(/check constraint/i) });
});

test('the new tables have the indexes of their lookups; a case of an unknown type is refused', async () => {
  const { db } = database;
  expect(await indexesOf(db, 'prompt_test_cases')).toEqual(
    expect.arrayContaining(['prompt_test_cases_type_idx']),
  );
  expect(await indexesOf(db, 'prompt_test_runs')).toEqual(
    expect.arrayContaining(['prompt_test_runs_text_idx']),
  );
  const refused = db
    .insertInto('prompt_test_cases')
    .values({
      id: 'case-1',
      prompt_type: 'PITCH' as 'ICP',
      name: 'x',
      input: '{}',
      input_name: null,
      checks: '{}',
    })
    .execute();
  await expect(refused).rejects.toMatchObject({
    message: expect.stringMatching(/check constraint/i),
  });
});
