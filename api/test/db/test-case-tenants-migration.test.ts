import { migrateTo, migrateToLatest, pendingMigrations } from '../../src/db/migrate';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

/** Migration 015 (issue 33 §1–2) on a database with saved cases, their audit entries and runs. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false, seed: false });
  await migrateTo(database.db, '014-administration');
});
afterAll(() => database.drop());

const CHECKS = JSON.stringify({
  parses: false,
  namesSegments: false,
  bannedPhrases: [],
  maxWords: null,
});
const INPUTS = {
  global: { kind: 'description', companyDescription: 'We plan freight.' },
  onIcp: { kind: 'icp', tenantId: 'tenant-1', workspaceId: 'workspace-1', icpId: 'icp-1' },
  onUsp: { kind: 'usp', tenantId: 'tenant-2', workspaceId: 'workspace-2', uspId: 'usp-1' },
};
const caseRow = (id: keyof typeof INPUTS) => ({
  id,
  prompt_type: 'ICP' as const,
  name: `Case ${id}`,
  input: JSON.stringify(INPUTS[id]),
  input_name: id === 'global' ? null : 'A record',
  checks: CHECKS,
});
const auditRow = (caseId: string) => ({
  id: `entry-${caseId}`,
  user_id: 'user-1',
  username: 'admin@example.com',
  action: 'create' as const,
  entity: 'prompt-test-case' as const,
  entity_id: caseId,
  tenant_id: null,
  workspace_id: null,
  changes: JSON.stringify([{ field: 'name', after: `Case ${caseId}` }]),
  generation: null,
});

test("migration 015 gives each case its record's tenant, and moves its audit entries there", async () => {
  const { db } = database;
  const ids = ['global', 'onIcp', 'onUsp'] as const;
  await db.insertInto('prompt_test_cases').values(ids.map(caseRow)).execute();
  await db
    .insertInto('audit_entries')
    .values([...ids, 'gone'].map(auditRow))
    .execute();

  await migrateToLatest(db);
  expect(await pendingMigrations(db)).toEqual([]);

  const cases = await db
    .selectFrom('prompt_test_cases')
    .select(['id', 'tenant_id'])
    .orderBy('seq')
    .execute();
  expect(cases).toEqual([
    { id: 'global', tenant_id: null },
    { id: 'onIcp', tenant_id: 'tenant-1' },
    { id: 'onUsp', tenant_id: 'tenant-2' },
  ]);
  const entries = await db
    .selectFrom('audit_entries')
    .select(['entity_id', 'tenant_id', 'workspace_id', 'changes'])
    .orderBy('seq')
    .execute();
  expect(entries).toEqual([
    {
      entity_id: 'global',
      tenant_id: null,
      workspace_id: null,
      changes: auditRow('global').changes,
    },
    {
      entity_id: 'onIcp',
      tenant_id: 'tenant-1',
      workspace_id: 'workspace-1',
      changes: auditRow('onIcp').changes,
    },
    {
      entity_id: 'onUsp',
      tenant_id: 'tenant-2',
      workspace_id: 'workspace-2',
      changes: auditRow('onUsp').changes,
    },
    // A case deleted before: nothing says which tenant it had.
    { entity_id: 'gone', tenant_id: null, workspace_id: null, changes: auditRow('gone').changes },
  ]);
});
