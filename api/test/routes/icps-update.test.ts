import type { Icp } from '@portal/contract';
import { STAFF, useTestApp } from '../helpers/app';
import { icpInput, lastUpdate, notFoundBody, sender } from '../helpers/onboarding';
import { type SeededIds, signInSeeded } from '../helpers/seeded';

const ctx = useTestApp();
const send = sender(ctx);
const base = '/api/icp-onboarding';
let staff: string;
let admin: string;
let ids: SeededIds;

beforeAll(async () => ({ staff, admin, ids } = await signInSeeded(ctx)));

async function create(workspaceId: string, overrides = {}): Promise<Icp> {
  const response = await send('POST', base, staff, icpInput(ids.acme.id, workspaceId, overrides));
  expect(response.statusCode).toBe(201);
  return response.json<Icp>();
}

const ICP_NOT_FOUND = notFoundBody('ICP not found');

describe('PUT /api/icp-onboarding/:tenantId/:icpId', () => {
  const put = (icp: Icp, changes: object, token = staff) =>
    send('PUT', `${base}/${icp.tenantId}/${icp.id}`, token, {
      id: icp.id,
      tenantId: icp.tenantId,
      workspaceId: icp.workspaceId,
      ...changes,
    });

  test('changes only the fields sent; children keep their ids', async () => {
    const icp = await create(ids.smb.id);
    const response = await put(icp, { name: 'Renamed' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...icp, name: 'Renamed', revision: 2, ...lastUpdate() });
    expect((await send('GET', `${base}/${ids.acme.id}/${icp.id}`, staff)).json()).toEqual({
      ...icp,
      name: 'Renamed',
      revision: 2,
      ...lastUpdate(),
    });

    const described = await put(icp, { description: 'New description' });
    expect(described.json()).toEqual({
      ...icp,
      name: 'Renamed',
      description: 'New description',
      revision: 3,
      ...lastUpdate(),
    });
  });

  test('stores the name and description it changes trimmed, like a create', async () => {
    const icp = await create(ids.smb.id);
    const response = await put(icp, { name: '  Padded  ', description: '\tText\n' });
    expect(response.json()).toMatchObject({ name: 'Padded', description: 'Text', revision: 2 });
    expect((await send('GET', `${base}/${ids.acme.id}/${icp.id}`, staff)).json()).toMatchObject({
      name: 'Padded',
      description: 'Text',
    });
  });

  test('sent lists replace the stored ones in the new order; the other list stays', async () => {
    const icp = await create(ids.smb.id);
    const segments = [
      { name: 'Third', description: 'c', details: 'z' },
      { name: 'First', description: 'a', details: 'x' },
      { name: 'Second', description: 'b', details: 'y' },
    ];
    const response = await put(icp, { segments });
    expect(response.statusCode).toBe(200);
    const updated = response.json<Icp>();
    expect(updated.segments).toEqual(segments.map((s) => ({ id: expect.any(String), ...s })));
    expect(updated.buyerPersonas).toEqual(icp.buyerPersonas);
    expect((await send('GET', `${base}/${ids.acme.id}/${icp.id}`, staff)).json()).toEqual(updated);

    const personas = [{ name: 'Only', isMobilizer: true, isBuyingCommittee: true }];
    const cleared = await put(icp, { segments: [], buyerPersonas: personas });
    expect(cleared.json()).toEqual({
      ...icp,
      revision: 3,
      ...lastUpdate(),
      segments: [],
      buyerPersonas: [{ id: expect.any(String), ...personas[0], description: '' }],
    });
  });

  test('a body id other than :icpId is a 400 ID_MISMATCH and changes nothing', async () => {
    const [icp, other] = [await create(ids.smb.id), await create(ids.smb.id)];
    const response = await send('PUT', `${base}/${ids.acme.id}/${icp.id}`, staff, {
      id: other.id,
      tenantId: ids.acme.id,
      workspaceId: ids.smb.id,
      name: 'Hijack',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'ID_MISMATCH',
      message: 'Body id must equal the icpId in the path',
    });
    for (const unchanged of [icp, other]) {
      const read = await send('GET', `${base}/${ids.acme.id}/${unchanged.id}`, staff);
      expect(read.json()).toEqual(unchanged);
    }
  });

  test('a workspace other than the ICP own is a 404 and changes nothing', async () => {
    const icp = await create(ids.smb.id);
    const response = await put(icp, { workspaceId: ids.enterpriseSales.id, name: 'Moved' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(ICP_NOT_FOUND);
    expect((await send('GET', `${base}/${ids.acme.id}/${icp.id}`, staff)).json()).toEqual(icp);
  });

  test('an unknown id is a 404', async () => {
    const response = await send('PUT', `${base}/${ids.acme.id}/missing`, staff, {
      id: 'missing',
      tenantId: ids.acme.id,
      workspaceId: ids.smb.id,
      name: 'x',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(ICP_NOT_FOUND);
  });
});

describe('DELETE /api/icp-onboarding/:tenantId/:icpId', () => {
  test('answers 204 and moves the ICP to the trash with its segments and personas', async () => {
    const icp = await create(ids.smb.id);
    const response = await send('DELETE', `${base}/${ids.acme.id}/${icp.id}`, staff);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await send('GET', `${base}/${ids.acme.id}/${icp.id}`, staff)).statusCode).toBe(404);
    const { db } = ctx.database;
    const row = await db
      .selectFrom('icps')
      .innerJoin('users', 'users.id', 'icps.deleted_by')
      .select(['icps.deleted_at', 'users.username'])
      .where('icps.id', '=', icp.id)
      .executeTakeFirstOrThrow();
    expect(row.username).toBe(STAFF.username);
    expect(row.deleted_at).not.toBeNull();
    // Kept for a restore; the purge removes them with the ICP (trash.test.ts).
    for (const table of ['icp_segments', 'icp_buyer_personas'] as const) {
      const rows = await db.selectFrom(table).select('id').where('icp_id', '=', icp.id).execute();
      expect(rows).toHaveLength(2);
    }
    const again = await send('DELETE', `${base}/${ids.acme.id}/${icp.id}`, staff);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(ICP_NOT_FOUND);
  });
});

describe('admins', () => {
  test('reach another tenant through every route', async () => {
    const emea = icpInput(ids.globex.id, ids.emea.id, { name: 'Globex ICP' });
    const created = await send('POST', base, admin, emea);
    expect(created.statusCode).toBe(201);
    const icp = created.json<Icp>();
    const list = await send('GET', `${base}/${ids.globex.id}/workspace/${ids.emea.id}`, admin);
    expect(list.json()).toEqual([icp]);
    expect((await send('GET', `${base}/${ids.globex.id}/${icp.id}`, admin)).json()).toEqual(icp);
    const updated = await send('PUT', `${base}/${ids.globex.id}/${icp.id}`, admin, {
      id: icp.id,
      tenantId: ids.globex.id,
      workspaceId: ids.emea.id,
      description: 'Updated by an admin',
    });
    expect(updated.json()).toEqual({
      ...icp,
      description: 'Updated by an admin',
      revision: 2,
      ...lastUpdate('admin@example.com'),
    });
    const deleted = await send('DELETE', `${base}/${ids.globex.id}/${icp.id}`, admin);
    expect(deleted.statusCode).toBe(204);
  });
});
