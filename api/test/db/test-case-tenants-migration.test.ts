import { migrateTo, migrateToLatest, pendingMigrations } from '../../src/db/migrate';
import { createRepositories } from '../../src/repositories';
import { textHash } from '../../src/repositories/test-runs';
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

test("migration 015 keeps each kept result's case tenant with it: a reader sees only those they reach", async () => {
  const result = (caseId: string, status: 'pass' | 'fail') => ({
    caseId,
    caseName: `Case ${caseId}`,
    status,
    message: status === 'pass' ? '' : 'Failed',
  });
  const results = [
    result('global', 'pass'),
    result('onIcp', 'fail'),
    result('onUsp', 'pass'),
    result('gone', 'pass'),
  ];
  const fresh = await createTestDatabase({ migrate: false, seed: false });
  try {
    await migrateTo(fresh.db, '012-copied-from');
    const ids = ['global', 'onIcp', 'onUsp'] as const;
    await fresh.db.insertInto('prompt_test_cases').values(ids.map(caseRow)).execute();
    await fresh.db
      .insertInto('prompt_test_runs')
      .values({
        id: 'run-1',
        prompt_id: 'prompt-1',
        version: '1.0',
        content_hash: 'hash',
        model: 'gpt-test',
        ran_by: 'admin@example.com',
        passed: 3,
        total: 4,
        results: JSON.stringify(results),
      })
      .execute();

    await migrateToLatest(fresh.db);

    const row = await fresh.db
      .selectFrom('prompt_test_runs')
      .select('results')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.results)).toEqual([
      { ...results[0], tenantId: null },
      { ...results[1], tenantId: 'tenant-1' },
      { ...results[2], tenantId: 'tenant-2' },
      // A case deleted before: no tenant known, so only admins read it.
      { ...results[3], tenantId: '' },
    ]);
    const version = { id: 'prompt-1', version: '1.0', promptContent: '' };
    await fresh.db
      .updateTable('prompt_test_runs')
      .set({ content_hash: textHash('') })
      .execute();
    const repos = createRepositories(fresh.db);
    await fresh.db
      .insertInto('tenants')
      .values({ id: 'tenant-1', name: 'Tenant 1', primary_domain: null })
      .execute();
    const user = await repos.users.create({ username: 'member@example.com', passwordHash: 'x' });
    await repos.tenants.addMember(user.id, 'tenant-1');
    const member = { id: user.id, isAdmin: false };
    const asMember = await repos.testRuns.ofVersion(member, version);
    const asAdmin = await repos.testRuns.ofVersion({ id: 'admin', isAdmin: true }, version);
    expect(asMember).toMatchObject({ passed: 1, total: 2, results: results.slice(0, 2) });
    expect(asAdmin).toMatchObject({ passed: 3, total: 4, results });
  } finally {
    await fresh.drop();
  }
});
