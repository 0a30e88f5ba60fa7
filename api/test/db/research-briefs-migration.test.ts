import { migrateTo } from '../../src/db/migrate';
import { auditCheckValues } from '../../src/db/migrations/018-webhooks';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { auditRows, indexesOf } from '../helpers/migration-checks';

/** Migration 020 on a database with audit entries: briefs' tables, and 'brief' in the trail. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false, seed: false });
  await migrateTo(database.db, '018-webhooks');
});
afterAll(() => database.drop());

test("020 adds the briefs' tables with one live brief per workspace, and 'brief' to the audit trail, keeping every row", async () => {
  const { db } = database;
  await db
    .insertInto('audit_entries')
    .values({
      id: 'before-020',
      user_id: 'user-1',
      username: 'admin@example.com',
      action: 'update',
      entity: 'webhook',
      entity_id: 'thing-1',
      tenant_id: null,
      workspace_id: null,
      changes: '[]',
      generation: null,
    })
    .execute();
  const entitiesBefore = await auditCheckValues(db, 'entity');
  const rowsBefore = await auditRows(db);

  await migrateTo(db, '020-research-briefs');

  expect((await auditCheckValues(db, 'entity')).sort()).toEqual(
    [...entitiesBefore, 'brief'].sort(),
  );
  expect(await auditRows(db)).toEqual(rowsBefore);
  expect(await indexesOf(db, 'briefs')).toEqual(
    expect.arrayContaining(['briefs_one_live_per_workspace', 'briefs_tenant_workspace_seq_idx']),
  );
  for (const table of ['offerings', 'markets', 'competitors', 'signals', 'sources'])
    expect(
      await db
        .selectFrom(`brief_${table}` as 'brief_sources')
        .selectAll()
        .execute(),
    ).toEqual([]);
});
