import { migrateTo } from '../../src/db/migrate';
import { auditCheckValues } from '../../src/db/migrations/018-webhooks';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { auditRows, indexesOf } from '../helpers/migration-checks';

/** Migration 018 on a database with audit entries: the trail's CHECKs only ever widen. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false, seed: false });
  await migrateTo(database.db, '017-releases');
});
afterAll(() => database.drop());

const entry = (id: string, entity: string) => ({
  id,
  user_id: 'user-1',
  username: 'admin@example.com',
  action: 'update' as const,
  entity: entity as 'webhook',
  entity_id: 'thing-1',
  tenant_id: null,
  workspace_id: null,
  changes: JSON.stringify([{ field: 'secret' }]),
  generation: null,
});

test("018 adds 'webhook' to the audit trail's entities and keeps every value and row before it", async () => {
  const { db } = database;
  await db.insertInto('audit_entries').values(entry('before-018', 'user')).execute();
  const entitiesBefore = await auditCheckValues(db, 'entity');
  const actionsBefore = await auditCheckValues(db, 'action');
  const rowsBefore = await auditRows(db);
  const indexesBefore = await indexesOf(db, 'audit_entries');
  expect(entitiesBefore).not.toContain('webhook');
  // Matched by message: better-sqlite3's error class comes from the first test file's realm
  // in a jest worker, so in a later file `rejects.toThrow()` would not see an Error.
  await expect(
    db.insertInto('audit_entries').values(entry('refused', 'webhook')).execute(),
  ).rejects.toMatchObject({ message: expect.stringMatching(/check/i) });

  await migrateTo(db, '018-webhooks');

  expect((await auditCheckValues(db, 'entity')).sort()).toEqual(
    [...entitiesBefore, 'webhook'].sort(),
  );
  expect((await auditCheckValues(db, 'action')).sort()).toEqual([...actionsBefore].sort());
  expect(await auditRows(db)).toEqual(rowsBefore);
  expect(await indexesOf(db, 'audit_entries')).toEqual(indexesBefore);
  await db.insertInto('audit_entries').values(entry('after-018', 'webhook')).execute();
  expect(await indexesOf(db, 'webhook_deliveries')).toEqual(
    expect.arrayContaining(['webhook_deliveries_due_idx', 'webhook_deliveries_webhook_idx']),
  );
});
