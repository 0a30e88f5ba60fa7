import type { Icp } from '@portal/contract';
import { createRepositories, type Repositories } from '../../src/repositories';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { icpInput, snapshotOnboarding } from '../helpers/onboarding';
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

describe('icps repository: one transaction per write', () => {
  // The API's schemas refuse blank fields; the database's CHECKs refuse them too, which lets
  // these tests make a child write fail after the parent row (and earlier children) went in.
  test('create: a failing segment leaves no ICP and no child rows', async () => {
    const before = await snapshot();
    const segments = [
      { name: 'Fine', description: 'd', details: 'x' },
      { name: '', description: 'd', details: 'x' },
    ];
    await expect(
      repos.icps.create(icpInput(ids.acme.id, ids.smb.id, { segments }), null),
    ).rejects.toMatchObject(CHECK_VIOLATION);
    expect(await snapshot()).toEqual(before);
  });

  test('create: a failing persona, after every segment was written, leaves nothing', async () => {
    const before = await snapshot();
    const buyerPersonas = [{ name: '   ', isMobilizer: false, isBuyingCommittee: false }];
    await expect(
      repos.icps.create(icpInput(ids.acme.id, ids.smb.id, { buyerPersonas }), null),
    ).rejects.toMatchObject(CHECK_VIOLATION);
    expect(await snapshot()).toEqual(before);
  });

  test('update: a failing persona leaves the name and both lists as they were', async () => {
    const icp = await repos.icps.create(icpInput(ids.acme.id, ids.smb.id), null);
    const before = await snapshot();
    const scope = { tenantId: icp.tenantId, workspaceId: icp.workspaceId, id: icp.id };
    await expect(
      repos.icps.update(
        scope,
        {
          name: 'Changed',
          segments: [{ name: 'New', description: 'd', details: 'x' }],
          buyerPersonas: [
            { name: 'Ok', isMobilizer: true, isBuyingCommittee: true },
            { name: '', isMobilizer: true, isBuyingCommittee: true },
          ],
        },
        undefined,
        null,
      ),
    ).rejects.toMatchObject(CHECK_VIOLATION);
    expect(await snapshot()).toEqual(before);
    expect(await repos.icps.find(scope)).toEqual(icp);
  });

  test('the database itself refuses an ICP whose workspace is of another tenant', async () => {
    const before = await snapshot();
    await expect(repos.icps.create(icpInput(ids.acme.id, ids.emea.id), null)).rejects.toMatchObject(
      FK_VIOLATION,
    );
    expect(await snapshot()).toEqual(before);
  });
});

describe('icps repository: reads', () => {
  let workspaceId: string;
  let created: Icp[];
  beforeAll(async () => {
    workspaceId = (await repos.workspaces.create({ tenantId: ids.acme.id, name: 'Many' })).id;
    created = [];
    for (let i = 0; i < 6; i++) {
      created.push(
        await repos.icps.create(icpInput(ids.acme.id, workspaceId, { name: `ICP ${i}` }), null),
      );
    }
  });

  test('a list costs three queries however many ICPs it holds (no N+1)', async () => {
    const { db, executed } = recording(database.db);
    expect(await createRepositories(db).icps.listByWorkspace(ids.acme.id, workspaceId)).toEqual(
      created,
    );
    expect(executed).toHaveLength(3);
    executed.length = 0;
    expect(
      await createRepositories(db).icps.find({ tenantId: ids.acme.id, id: created[2]!.id }),
    ).toEqual(created[2]);
    expect(executed).toHaveLength(3);
  });

  test('an empty workspace lists nothing, after one query', async () => {
    const empty = (await repos.workspaces.create({ tenantId: ids.acme.id, name: 'No ICPs' })).id;
    const { db, executed } = recording(database.db);
    expect(await createRepositories(db).icps.listByWorkspace(ids.acme.id, empty)).toEqual([]);
    expect(executed).toHaveLength(1);
  });

  test("every list query reads index ranges, never another workspace's rows", async () => {
    const { db, executed } = recording(database.db);
    await createRepositories(db).icps.listByWorkspace(ids.acme.id, workspaceId);
    const plans = await Promise.all(executed.map((query) => planOf(database.db, query)));
    expect(plans[0]!.join('\n')).toContain('icps_tenant_workspace_seq_idx');
    for (const plan of plans) expect(plan.filter(isFullScan)).toEqual([]);
  });

  test('ICPs created within one millisecond still list in creation order', async () => {
    const workspace = await repos.workspaces.create({ tenantId: ids.acme.id, name: 'Burst' });
    const names = ['c', 'a', 'b', 'e', 'd'];
    // One transaction: every row gets the same CURRENT_TIMESTAMP, so only `seq` can order them.
    await database.db.transaction().execute(async (trx) => {
      const inTrx = createRepositories(trx);
      for (const name of names)
        await inTrx.icps.create(icpInput(ids.acme.id, workspace.id, { name }), null);
    });
    const listed = await repos.icps.listByWorkspace(ids.acme.id, workspace.id);
    expect(listed.map((icp) => icp.name)).toEqual(names);
  });
});
