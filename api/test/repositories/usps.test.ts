import { createRepositories, type Repositories } from '../../src/repositories';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { snapshotOnboarding, uspInput } from '../helpers/onboarding';
import { isFullScan, planOf, recording } from '../helpers/queries';
import { seededIds } from '../helpers/seeded';

let database: TestDatabase;
let repos: Repositories;
let ids: Awaited<ReturnType<typeof seededIds>>;
beforeAll(async () => {
  database = await createTestDatabase();
  repos = createRepositories(database.db);
  ids = await seededIds(repos);
});
afterAll(() => database.drop());

const snapshot = () => snapshotOnboarding(database.db);
// Matched by message: better-sqlite3's error class comes from the first test file's realm,
// so in later files `rejects.toThrow()` would not recognise it as an Error.
const CHECK_VIOLATION = { message: expect.stringMatching(/check constraint/i) };
const FK_VIOLATION = { message: expect.stringMatching(/foreign key constraint/i) };

describe('usps repository: one transaction per write', () => {
  // A blank line passes no API schema but reaches the database's CHECK here, after the USP
  // row and every product went in.
  test('create: a failing capability leaves no USP, product or capability row', async () => {
    const before = await snapshot();
    const input = uspInput(ids.acme.id, ids.smb.id, { capabilities: ['Fine', ''] });
    await expect(repos.usps.create(input, null)).rejects.toMatchObject(CHECK_VIOLATION);
    expect(await snapshot()).toEqual(before);
  });

  test('update: a failing capability leaves every field and line as it was', async () => {
    const usp = await repos.usps.create(uspInput(ids.acme.id, ids.smb.id), null);
    const before = await snapshot();
    const scope = { tenantId: usp.tenantId, workspaceId: usp.workspaceId, id: usp.id };
    await expect(
      repos.usps.update(
        scope,
        {
          name: 'Changed',
          differentiator: 'Changed',
          products: ['New product'],
          capabilities: [' '],
        },
        undefined,
        null,
      ),
    ).rejects.toMatchObject(CHECK_VIOLATION);
    expect(await snapshot()).toEqual(before);
    expect(await repos.usps.find(scope)).toEqual(usp);
  });

  test('the database itself refuses a USP whose workspace is of another tenant', async () => {
    const before = await snapshot();
    await expect(
      repos.usps.create(uspInput(ids.globex.id, ids.smb.id), null),
    ).rejects.toMatchObject(FK_VIOLATION);
    expect(await snapshot()).toEqual(before);
  });
});

describe('usps repository: reads', () => {
  test('a list costs three queries, each over index ranges', async () => {
    const workspace = await repos.workspaces.create({ tenantId: ids.acme.id, name: 'USP list' });
    const created = [];
    for (const name of ['b', 'a', 'c']) {
      created.push(await repos.usps.create(uspInput(ids.acme.id, workspace.id, { name }), null));
    }
    const { db, executed } = recording(database.db);
    expect(await createRepositories(db).usps.listByWorkspace(ids.acme.id, workspace.id)).toEqual(
      created,
    );
    expect(executed).toHaveLength(3);
    const plans = await Promise.all(executed.map((query) => planOf(database.db, query)));
    expect(plans[0]!.join('\n')).toContain('usps_tenant_workspace_seq_idx');
    for (const plan of plans) expect(plan.filter(isFullScan)).toEqual([]);
  });

  test('an empty workspace lists nothing, after one query', async () => {
    const workspace = await repos.workspaces.create({ tenantId: ids.acme.id, name: 'No USPs' });
    const { db, executed } = recording(database.db);
    expect(await createRepositories(db).usps.listByWorkspace(ids.acme.id, workspace.id)).toEqual(
      [],
    );
    expect(executed).toHaveLength(1);
  });

  test('deleting a USP moves it to the trash; its lines go with it for good when purged', async () => {
    const usp = await repos.usps.create(uspInput(ids.acme.id, ids.smb.id), null);
    const scope = { tenantId: ids.acme.id, workspaceId: ids.smb.id };
    expect(await repos.usps.delete({ tenantId: ids.acme.id, id: usp.id }, null)).toBe(true);
    expect(await repos.usps.find({ ...scope, id: usp.id })).toBeUndefined();
    expect((await repos.trash.list(scope)).map((item) => item.id)).toContain(usp.id);
    expect(await repos.trash.purge(scope, 'usp', usp.id, null)).toBe(true);
    for (const table of ['usp_products', 'usp_capabilities'] as const) {
      const rows = await database.db
        .selectFrom(table)
        .selectAll()
        .where('usp_id', '=', usp.id)
        .execute();
      expect(rows).toEqual([]);
    }
    expect(await repos.usps.delete({ tenantId: ids.acme.id, id: usp.id }, null)).toBe(false);
  });
});
