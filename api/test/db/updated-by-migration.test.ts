import { sql } from 'kysely';
import { migrateTo, migrateToLatest, pendingMigrations } from '../../src/db/migrate';
import { ICP_KIND } from '../../src/kinds';
import { createArtifactRepository } from '../../src/kinds/repository';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { auditRow, insertWorkspace } from '../helpers/migration-checks';

/** Migration 025 (who updated a record last, issue 37 §2) on ICPs with an audit trail. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false, seed: false });
  await migrateTo(database.db, '024-background-runs');
});
afterAll(() => database.drop());

const entry = (n: number, icp: string, userId: string, action: string) =>
  auditRow(n, { entityId: icp, userId, action });

test("migration 025 takes each record's latest writer from the audit trail (not its deleter); none for the rest", async () => {
  const { db } = database;
  await insertWorkspace(db);
  await db
    .insertInto('users')
    .values(['ann', 'bob'].map((id) => ({ id, username: `${id}@example.com`, password_hash: 'x' })))
    .execute();
  for (const id of ['icp-1', 'icp-2', 'icp-3']) {
    await sql`insert into icps (id, tenant_id, workspace_id, name, description)
      values (${id}, 'tenant-1', 'workspace-1', ${id}, 'Text')`.execute(db);
  }
  await db
    .insertInto('audit_entries')
    .values([
      entry(1, 'icp-1', 'ann', 'create'),
      entry(2, 'icp-1', 'bob', 'update'),
      entry(3, 'icp-2', 'ann', 'create'),
      entry(4, 'icp-2', 'bob', 'delete'),
    ])
    .execute();

  await migrateToLatest(db);
  expect(await pendingMigrations(db)).toEqual([]);

  const icps = await createArtifactRepository(db, ICP_KIND).listByWorkspace(
    'tenant-1',
    'workspace-1',
  );
  expect(icps.map((icp) => [icp.name, icp.updatedBy])).toEqual([
    ['icp-1', 'bob@example.com'],
    ['icp-2', 'ann@example.com'],
    ['icp-3', null],
  ]);
  expect(icps[0]!.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
});
