import type { Icp, TrashItem, TrashList, Usp } from '@portal/contract';
import { TRASH_RETENTION_DAYS } from '@portal/contract/limits';
import { ADMIN, STAFF, useTestApp } from '../helpers/app';
import { readAudit, triples } from '../helpers/audit';
import {
  icpInput,
  lastUpdate,
  notFoundBody,
  sender,
  snapshotOnboarding,
  uspInput,
  uspPutBody,
} from '../helpers/onboarding';
import { type SeededIds, signInSeeded } from '../helpers/seeded';

const ctx = useTestApp();
const send = sender(ctx);
let staff: string;
let admin: string;
let ids: SeededIds;

beforeAll(async () => ({ staff, admin, ids } = await signInSeeded(ctx)));

const trashUrl = () => `/api/tenants/${ids.acme.id}/workspaces/${ids.smb.id}/trash`;
const itemUrl = (kind: 'icp' | 'usp', id: string) => `${trashUrl()}/${kind}/${id}`;
const icpUrl = (id: string) => `/api/icp-onboarding/${ids.acme.id}/${id}`;
const uspUrl = (id: string) => `/api/usp-onboarding/${ids.acme.id}/${id}`;
const icpListUrl = () => `/api/icp-onboarding/${ids.acme.id}/workspace/${ids.smb.id}`;
const uspListUrl = () => `/api/usp-onboarding/${ids.acme.id}/workspace/${ids.smb.id}`;
const trashed = async () => (await send('GET', trashUrl(), staff)).json<TrashList>().items;

async function createIcp(name: string): Promise<Icp> {
  const response = await send('POST', '/api/icp-onboarding', staff, {
    ...icpInput(ids.acme.id, ids.smb.id),
    name,
  });
  return response.json<Icp>();
}

async function createUsp(name: string): Promise<Usp> {
  const response = await send('POST', '/api/usp-onboarding', staff, {
    ...uspInput(ids.acme.id, ids.smb.id),
    name,
  });
  return response.json<Usp>();
}

/** A PUT body naming only the ICP and its scope: the fields a test adds are the change. */
const edit = ({ id, tenantId, workspaceId }: Icp) => ({ id, tenantId, workspaceId });

async function deleteIcp(icp: Icp) {
  expect((await send('DELETE', icpUrl(icp.id), staff)).statusCode).toBe(204);
}

describe('the trash list', () => {
  test('holds deleted ICPs and USPs, newest first, with who deleted each, when, and when it is purged', async () => {
    const icp = await createIcp('Trash list ICP');
    const usp = await createUsp('Trash list USP');
    await deleteIcp(icp);
    expect((await send('DELETE', uspUrl(usp.id), admin)).statusCode).toBe(204);

    const items = (await trashed()).filter((item) => [icp.id, usp.id].includes(item.id));
    const scope = { tenantId: ids.acme.id, workspaceId: ids.smb.id };
    expect(items).toEqual(
      [
        {
          kind: 'usp',
          id: usp.id,
          name: usp.name,
          ...scope,
          revision: 1,
          deletedBy: ADMIN.username,
        },
        {
          kind: 'icp',
          id: icp.id,
          name: icp.name,
          ...scope,
          revision: 1,
          deletedBy: STAFF.username,
        },
      ].map((item) => ({ ...item, deletedAt: expect.any(String), purgeAt: expect.any(String) })),
    );
    for (const item of items) {
      const days = (Date.parse(item.purgeAt) - Date.parse(item.deletedAt)) / 86_400_000;
      expect(days).toBe(TRASH_RETENTION_DAYS);
      expect(Math.abs(Date.parse(item.deletedAt) - Date.now())).toBeLessThan(60_000);
    }
  });

  test('the lists, single reads and deletes of live records no longer see a trashed one', async () => {
    const icp = await createIcp('Hidden ICP');
    const usp = await createUsp('Hidden USP');
    await deleteIcp(icp);
    await send('DELETE', uspUrl(usp.id), staff);

    const icps = await send('GET', icpListUrl(), staff);
    expect(icps.json<Icp[]>().map((i) => i.id)).not.toContain(icp.id);
    const usps = await send('GET', uspListUrl(), staff);
    expect(usps.json<Usp[]>().map((u) => u.id)).not.toContain(usp.id);
    expect((await send('GET', icpUrl(icp.id), staff)).json()).toEqual(
      notFoundBody('ICP not found'),
    );
    expect((await send('DELETE', icpUrl(icp.id), staff)).json()).toEqual(
      notFoundBody('ICP not found'),
    );
    expect((await send('DELETE', uspUrl(usp.id), staff)).json()).toEqual(
      notFoundBody('USP not found'),
    );
  });

  test('a deep link learns that a record is in the trash, and that a live one is not', async () => {
    const icp = await createIcp('Deep linked ICP');
    const live = await createIcp('Live ICP');
    await deleteIcp(icp);

    const found = await send('GET', itemUrl('icp', icp.id), staff);
    expect(found.statusCode).toBe(200);
    expect(found.json<TrashItem>()).toMatchObject({ kind: 'icp', id: icp.id, name: icp.name });
    expect((await send('GET', itemUrl('icp', live.id), staff)).json()).toEqual(
      notFoundBody('Not in the trash'),
    );
    // The id of an ICP asked for as a USP.
    expect((await send('GET', itemUrl('usp', icp.id), staff)).statusCode).toBe(404);
    expect((await send('GET', `${trashUrl()}/persona/${icp.id}`, staff)).statusCode).toBe(400);
  });
});

describe('a PUT to a record in the trash', () => {
  test('answers 409 IN_TRASH and writes nothing', async () => {
    const icp = await createIcp('Edited in the trash');
    const usp = await createUsp('Edited USP in the trash');
    await deleteIcp(icp);
    await send('DELETE', uspUrl(usp.id), staff);
    const before = await snapshotOnboarding(ctx.database.db);

    const icpPut = await send('PUT', icpUrl(icp.id), staff, { ...edit(icp), name: 'Changed' });
    expect(icpPut.json()).toEqual({
      statusCode: 409,
      code: 'IN_TRASH',
      message: 'This ICP is in the trash. Restore it to edit it.',
    });
    const { revision: _revision, ...unrevised } = uspPutBody(usp);
    const uspPut = await send('PUT', `/api/usp-onboarding/${usp.id}`, staff, unrevised);
    expect(uspPut.json()).toEqual({
      statusCode: 409,
      code: 'IN_TRASH',
      message: 'This USP is in the trash. Restore it to edit it.',
    });
    expect(await snapshotOnboarding(ctx.database.db)).toEqual(before);
  });
});

describe('restore', () => {
  test('brings the record back one revision up, with its audit entry; an edit begun before is stale', async () => {
    const icp = await createIcp('Restored ICP');
    await deleteIcp(icp);

    const restored = await send('POST', `${itemUrl('icp', icp.id)}/restore`, staff);
    expect(restored.statusCode).toBe(200);
    // A restore is a change: its time and its restorer are the record's last update.
    const back = { ...icp, revision: 2, ...lastUpdate() };
    expect(restored.json()).toEqual(back);
    expect((await send('GET', icpUrl(icp.id), staff)).json()).toEqual(back);
    expect((await trashed()).map((item) => item.id)).not.toContain(icp.id);

    const { page } = await readAudit(ctx, staff, {
      tenantId: ids.acme.id,
      entity: 'icp',
      entityId: icp.id,
    });
    expect(triples(page!.items)).toEqual([
      ['restore', 'icp', icp.id],
      ['delete', 'icp', icp.id],
      ['create', 'icp', icp.id],
    ]);
    expect(page!.items[0]!.changes).toEqual([{ field: 'revision', before: 1, after: 2 }]);

    const stale = await send('PUT', icpUrl(icp.id), staff, {
      ...edit(icp),
      revision: 1,
      name: 'Old tab',
    });
    expect(stale.json<{ code: string }>().code).toBe('STALE_REVISION');
    expect((await send('POST', `${itemUrl('icp', icp.id)}/restore`, staff)).json()).toEqual(
      notFoundBody('Not in the trash'),
    );
  });

  test('restores a USP with its products and capabilities', async () => {
    const usp = await createUsp('Restored USP');
    await send('DELETE', uspUrl(usp.id), staff);
    const restored = await send('POST', `${itemUrl('usp', usp.id)}/restore`, staff);
    expect(restored.json()).toEqual({ ...usp, revision: 2, ...lastUpdate() });
  });

  test('is refused while a live record has the same name, whatever its case, and writes nothing', async () => {
    const icp = await createIcp('Twin name');
    await deleteIcp(icp);
    await createIcp('  twin NAME ');
    const before = await snapshotOnboarding(ctx.database.db);

    const response = await send('POST', `${itemUrl('icp', icp.id)}/restore`, staff);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'NAME_IN_USE',
      message: "Another ICP is named 'Twin name'. Rename it, then restore this one.",
    });
    expect(await snapshotOnboarding(ctx.database.db)).toEqual(before);
    expect((await trashed()).map((item) => item.id)).toContain(icp.id);
  });
});

describe('delete forever', () => {
  test('is for admins only: 403 for staff, and the record stays in the trash', async () => {
    const icp = await createIcp('Kept by staff');
    await deleteIcp(icp);
    const response = await send('DELETE', itemUrl('icp', icp.id), staff);
    expect(response.json()).toEqual({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'Only an admin can delete forever.',
    });
    expect((await trashed()).map((item) => item.id)).toContain(icp.id);
  });

  test('removes the row and its lists for good, with a purge audit entry; again is a 404', async () => {
    const icp = await createIcp('Gone for good');
    await deleteIcp(icp);
    const response = await send('DELETE', itemUrl('icp', icp.id), admin);
    expect(response.statusCode).toBe(204);

    const { db } = ctx.database;
    expect(await db.selectFrom('icps').select('id').where('id', '=', icp.id).execute()).toEqual([]);
    const segments = await db.selectFrom('icp_segments').select('id').where('icp_id', '=', icp.id);
    expect(await segments.execute()).toEqual([]);
    const { page } = await readAudit(ctx, admin, {
      tenantId: ids.acme.id,
      entity: 'icp',
      entityId: icp.id,
    });
    expect(triples(page!.items)[0]).toEqual(['purge', 'icp', icp.id]);
    expect(page!.items[0]!.changes).toEqual([{ field: 'name', before: 'Gone for good' }]);
    expect((await send('DELETE', itemUrl('icp', icp.id), admin)).json()).toEqual(
      notFoundBody('Not in the trash'),
    );
  });

  test('a live record cannot be deleted forever through the trash', async () => {
    const usp = await createUsp('Still live');
    expect((await send('DELETE', itemUrl('usp', usp.id), admin)).statusCode).toBe(404);
    const usps = await send('GET', uspListUrl(), staff);
    expect(usps.json<Usp[]>().map((u) => u.id)).toContain(usp.id);
  });
});
