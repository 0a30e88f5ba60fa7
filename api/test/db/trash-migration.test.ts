import { sql } from 'kysely';
import { migrateTo, migrateToLatest, pendingMigrations } from '../../src/db/migrate';
import { ICP_KIND } from '../../src/kinds';
import { createArtifactRepository } from '../../src/kinds/repository';
import { auditRow, auditRows, indexesOf, insertWorkspace } from '../helpers/migration-checks';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

/** Migration 011 (the trash, issue 24 §4) on a database with ICPs and audit entries in it. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false, seed: false });
  await migrateTo(database.db, '010-test-cases');
});
afterAll(() => database.drop());

const entry = (n: number, action: string) => auditRow(n, { action });

test('migration 011 keeps every audit entry, its seq and indexes, and ICPs live; it allows purge entries only', async () => {
  const { db } = database;
  await insertWorkspace(db);
  await sql`insert into icps (id, tenant_id, workspace_id, name, description)
    values ('icp-1', 'tenant-1', 'workspace-1', 'Kept', 'Live before and after')`.execute(db);
  await db
    .insertInto('audit_entries')
    .values([entry(1, 'create'), entry(2, 'restore')])
    .execute();
  const rows = await auditRows(db);
  const indexes = await indexesOf(db, 'audit_entries');

  await migrateToLatest(db);
  expect(await pendingMigrations(db)).toEqual([]);

  expect(await auditRows(db)).toEqual(rows);
  expect(await indexesOf(db, 'audit_entries')).toEqual(indexes);
  expect(await indexesOf(db, 'icps')).toEqual(expect.arrayContaining(['icps_trash_idx']));
  const icps = await createArtifactRepository(db, ICP_KIND).listByWorkspace(
    'tenant-1',
    'workspace-1',
  );
  expect(icps.map((icp) => icp.name)).toEqual(['Kept']);

  const added = await db
    .insertInto('audit_entries')
    .values(entry(3, 'purge'))
    .returning('seq')
    .executeTakeFirstOrThrow();
  expect(Number(added.seq)).toBe(3);
  // Matched by message: better-sqlite3's error class comes from the first test file's realm.
  await expect(
    db.insertInto('audit_entries').values(entry(4, 'erase')).execute(),
  ).rejects.toMatchObject({ message: expect.stringMatching(/check constraint/i) });
});
