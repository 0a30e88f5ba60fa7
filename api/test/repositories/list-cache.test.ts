import { createDb, type Db } from '../../src/db/connection';
import { createRepositories, type Repositories } from '../../src/repositories';
import { createListCache } from '../../src/repositories/list-cache';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { icpInput, uspInput } from '../helpers/onboarding';
import { recording } from '../helpers/queries';
import { seededIds } from '../helpers/seeded';

/**
 * The list cache of one API instance against writes of another on the same database: the
 * reader's repositories and the writer's have their own connections (pool or file handle),
 * as two API processes would.
 */
let database: TestDatabase;
let writerDb: Db;
let reader: Repositories;
let writer: Repositories;
let ids: Awaited<ReturnType<typeof seededIds>>;
beforeAll(async () => {
  database = await createTestDatabase();
  writerDb = createDb(database.config);
  reader = createRepositories(database.db);
  writer = createRepositories(writerDb);
  ids = await seededIds(reader);
});
afterAll(async () => {
  await writerDb.destroy();
  await database.drop();
});

const newWorkspace = async (name: string) =>
  (await writer.workspaces.create({ tenantId: ids.acme.id, name })).id;

describe('ICP list cache: another instance writes, this one lists', () => {
  let workspaceId: string;
  const tenantId = () => ids.acme.id;
  const current = async () =>
    JSON.stringify(await writer.icps.listByWorkspace(tenantId(), workspaceId));
  const listed = async () => (await reader.icps.listJson(tenantId(), workspaceId)).json;

  beforeAll(async () => {
    workspaceId = await newWorkspace('Cache ICPs');
    for (const name of ['One', 'Two']) {
      await writer.icps.create(icpInput(tenantId(), workspaceId, { name }), null);
    }
    expect(await listed()).toBe(await current());
  });

  test('an unchanged list is answered after one small query: its version', async () => {
    const { db, executed } = recording(database.db);
    const repos = createRepositories(db);
    const first = (await repos.icps.listJson(tenantId(), workspaceId)).json;
    executed.length = 0;
    expect((await repos.icps.listJson(tenantId(), workspaceId)).json).toBe(first);
    expect(executed).toHaveLength(1);
    expect(executed[0]!.sql).not.toMatch(/string_agg/);
    expect(first).toBe(await current());
  });

  const writes: [string, () => Promise<unknown>][] = [
    ['a create', () => writer.icps.create(icpInput(tenantId(), workspaceId), null)],
    [
      'an update of a name (same count, same ids)',
      async () => {
        const [icp] = await writer.icps.listByWorkspace(tenantId(), workspaceId);
        await writer.icps.update(
          { tenantId: tenantId(), workspaceId, id: icp!.id },
          { name: 'Renamed' },
          undefined,
          null,
        );
      },
    ],
    [
      'an update of the segments only',
      async () => {
        const [, icp] = await writer.icps.listByWorkspace(tenantId(), workspaceId);
        const segments = [{ name: 'Only', description: 'd', details: 'x' }];
        await writer.icps.update(
          { tenantId: tenantId(), workspaceId, id: icp!.id },
          { segments },
          undefined,
          null,
        );
      },
    ],
    [
      'a delete and a create (same count)',
      async () => {
        const [icp] = await writer.icps.listByWorkspace(tenantId(), workspaceId);
        await writer.icps.delete({ tenantId: tenantId(), id: icp!.id }, null);
        await writer.icps.create(icpInput(tenantId(), workspaceId, { name: 'Replacement' }), null);
      },
    ],
    [
      'the last ICP deleted, then one created (same count, the old last seq gone)',
      async () => {
        const icps = await writer.icps.listByWorkspace(tenantId(), workspaceId);
        await writer.icps.delete({ tenantId: tenantId(), id: icps.at(-1)!.id }, null);
        await writer.icps.create(icpInput(tenantId(), workspaceId, { name: 'Newest' }), null);
      },
    ],
    [
      'a delete',
      async () => {
        const [icp] = await writer.icps.listByWorkspace(tenantId(), workspaceId);
        await writer.icps.delete({ tenantId: tenantId(), id: icp!.id }, null);
      },
    ],
  ];

  test.each(writes)('%s shows in the next list', async (_write, write) => {
    const before = await listed();
    await write();
    const after = await current();
    expect(after).not.toBe(before);
    expect(await listed()).toBe(after);
  });

  test('a workspace id under another tenant never gets the cached list', async () => {
    expect(await listed()).not.toBe('[]');
    expect((await reader.icps.listJson(ids.globex.id, workspaceId)).json).toBe('[]');
    expect((await reader.icps.listJson(tenantId(), ids.smb.id)).json).toBe('[]');
  });
});

test('USP list cache: updates and deletes of another instance show at once', async () => {
  const workspaceId = await newWorkspace('Cache USPs');
  const tenantId = ids.acme.id;
  const current = async () =>
    JSON.stringify(await writer.usps.listByWorkspace(tenantId, workspaceId));
  const listed = async () => (await reader.usps.listJson(tenantId, workspaceId)).json;
  const usp = await writer.usps.create(uspInput(tenantId, workspaceId), null);
  expect(await listed()).toBe(await current());

  const { id: _id, tenantId: _t, workspaceId: _w, revision: _r, ...fields } = usp;
  await writer.usps.update(
    { tenantId, workspaceId, id: usp.id },
    { ...fields, products: ['Changed'] },
    undefined,
    null,
  );
  expect(await listed()).toContain('"products":["Changed"]');
  expect(await listed()).toBe(await current());

  await writer.usps.delete({ tenantId, id: usp.id }, null);
  expect(await listed()).toBe('[]');
});

test.each(['icps', 'usps'] as const)(
  '%s: the lists of several workspaces stay cached side by side',
  async (kind) => {
    const { db, executed } = recording(database.db);
    const repos = createRepositories(db);
    const workspaces = [await newWorkspace(`${kind} A`), await newWorkspace(`${kind} B`)];
    for (const workspaceId of workspaces) {
      if (kind === 'icps') await writer.icps.create(icpInput(ids.acme.id, workspaceId), null);
      else await writer.usps.create(uspInput(ids.acme.id, workspaceId), null);
    }
    const listAll = () =>
      Promise.all(workspaces.map((id) => repos[kind].listJson(ids.acme.id, id)));
    const first = await listAll();
    executed.length = 0;
    expect(await listAll()).toEqual(first);
    // One version query per list: neither list pushed the other out.
    expect(executed).toHaveLength(2);
  },
);

describe('the cache itself', () => {
  test('answers only for the version it was given', () => {
    const cache = createListCache(100);
    cache.set('a', '1.1', '[1]');
    expect(cache.get('a', '1.1')).toBe('[1]');
    expect(cache.get('a', '1.2')).toBeUndefined();
    expect(cache.get('b', '1.1')).toBeUndefined();
  });

  test('drops the least recently used lists beyond its size, and never keeps an oversized one', () => {
    const cache = createListCache(30);
    cache.set('a', 'v', 'x'.repeat(9)); // 10 characters with its version
    cache.set('b', 'v', 'x'.repeat(9));
    cache.set('c', 'v', 'x'.repeat(9));
    expect(cache.get('a', 'v')).toBeDefined(); // now b is the least recently used
    cache.set('d', 'v', 'x'.repeat(9));
    expect(cache.get('b', 'v')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.get(key, 'v') !== undefined)).toEqual([
      true,
      true,
      true,
    ]);
    cache.set('e', 'v', 'x'.repeat(30));
    expect(cache.get('e', 'v')).toBeUndefined();
    expect(cache.size).toBe(3);
    // Replacing a list frees its old size.
    cache.set('a', 'w', 'x'.repeat(9));
    expect(cache.size).toBe(3);
  });
});
