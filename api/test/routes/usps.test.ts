import type { Usp } from '@portal/contract';
import { STAFF, useTestApp } from '../helpers/app';
import {
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
const base = '/api/usp-onboarding';
let staff: string;
let admin: string;
let ids: SeededIds;

beforeAll(async () => ({ staff, admin, ids } = await signInSeeded(ctx)));

async function create(workspaceId: string, overrides = {}): Promise<Usp> {
  const response = await send('POST', base, staff, uspInput(ids.acme.id, workspaceId, overrides));
  expect(response.statusCode).toBe(201);
  return response.json<Usp>();
}
const list = async (workspaceId: string) =>
  (await send('GET', `${base}/${ids.acme.id}/workspace/${workspaceId}`, staff)).json<Usp[]>();
const USP_NOT_FOUND = notFoundBody('USP not found');

describe('USP round trip', () => {
  test('the seed gives Enterprise Sales its USPs and SMB none', async () => {
    const seeded = await list(ids.enterpriseSales.id);
    expect(seeded.map((u) => u.name)).toEqual([
      'Pipeline intelligence',
      'Enterprise-grade governance',
    ]);
    expect(seeded[0]!.products).toEqual(['Acme Forecast', 'Acme Deal Rooms']);
    // Nobody signed in wrote them: the list says they came with the portal.
    expect(seeded.map((u) => u.updatedBy)).toEqual([null, null]);
    expect(await list(ids.smb.id)).toEqual([]);
  });

  test('POST answers 201 with the USP; GET lists oldest first, lines in order', async () => {
    const workspace = await ctx.repos.workspaces.create({ tenantId: ids.acme.id, name: 'USPs' });
    expect(await list(workspace.id)).toEqual([]);
    const first = await create(workspace.id, { name: 'Zed', products: ['B', 'A', 'C'] });
    expect(first).toEqual({
      id: expect.any(String),
      ...uspInput(ids.acme.id, workspace.id),
      name: 'Zed',
      products: ['B', 'A', 'C'],
      revision: 1,
      ...lastUpdate(),
    });
    const second = await create(workspace.id, {
      name: '  Able  ',
      differentiator: '\tFaster\n',
      capabilities: ['  trimmed  '],
    });
    expect(second).toMatchObject({
      name: 'Able',
      differentiator: 'Faster',
      capabilities: ['trimmed'],
    });
    expect(await list(workspace.id)).toEqual([first, second]);
  });

  test('GET one answers the USP as the list has it; 404 once it is in the trash', async () => {
    const usp = await create(ids.smb.id, { name: 'Read by id' });
    const url = `/api/usp-onboarding/${ids.acme.id}/${usp.id}`;
    const read = await send('GET', url, staff);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(usp);
    expect(await list(ids.smb.id)).toContainEqual(read.json());
    expect((await send('DELETE', url, staff)).statusCode).toBe(204);
    const gone = await send('GET', url, staff);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual(USP_NOT_FOUND);
  });

  test('PUT replaces every field and keeps the new order; answers 200 with the USP', async () => {
    const usp = await create(ids.smb.id);
    const changed = {
      ...uspPutBody(usp),
      name: 'Renamed',
      differentiator: 'Sharper',
      products: ['Z', 'Y'],
      capabilities: ['Third', 'First', 'Second'],
    };
    const response = await send('PUT', `${base}/${usp.id}`, staff, changed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...changed, revision: 2, ...lastUpdate() });
    expect((await list(ids.smb.id)).find((u) => u.id === usp.id)).toEqual({
      ...changed,
      revision: 2,
      ...lastUpdate(),
    });
  });

  test('PUT stores the name and differentiator trimmed', async () => {
    const usp = await create(ids.smb.id);
    const response = await send('PUT', `${base}/${usp.id}`, staff, {
      ...uspPutBody(usp),
      name: '  Padded  ',
      differentiator: '\tSharper\n',
    });
    expect(response.json()).toMatchObject({ name: 'Padded', differentiator: 'Sharper' });
  });

  test('DELETE answers 204 and moves the USP to the trash with its lines; again is a 404', async () => {
    const usp = await create(ids.smb.id);
    const response = await send('DELETE', `${base}/${ids.acme.id}/${usp.id}`, staff);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await list(ids.smb.id)).some((u) => u.id === usp.id)).toBe(false);
    const { db } = ctx.database;
    const row = await db
      .selectFrom('usps')
      .innerJoin('users', 'users.id', 'usps.deleted_by')
      .select(['usps.deleted_at', 'users.username'])
      .where('usps.id', '=', usp.id)
      .executeTakeFirstOrThrow();
    expect(row.username).toBe(STAFF.username);
    expect(row.deleted_at).not.toBeNull();
    // Kept for a restore; the purge removes them with the USP (trash.test.ts).
    const lines = { usp_products: usp.products, usp_capabilities: usp.capabilities };
    for (const [table, stored] of Object.entries(lines) as [keyof typeof lines, string[]][]) {
      const rows = await db.selectFrom(table).selectAll().where('usp_id', '=', usp.id).execute();
      expect(rows).toHaveLength(stored.length);
    }
    const again = await send('DELETE', `${base}/${ids.acme.id}/${usp.id}`, staff);
    expect(again.json()).toEqual(USP_NOT_FOUND);
  });

  test('admins reach another tenant through every route', async () => {
    const created = await send('POST', base, admin, uspInput(ids.globex.id, ids.emea.id));
    expect(created.statusCode).toBe(201);
    const usp = created.json<Usp>();
    const listed = await send('GET', `${base}/${ids.globex.id}/workspace/${ids.emea.id}`, admin);
    expect(listed.json()).toEqual([usp]);
    const updated = await send('PUT', `${base}/${usp.id}`, admin, {
      ...uspPutBody(usp),
      name: 'By admin',
    });
    expect(updated.json()).toEqual({
      ...usp,
      name: 'By admin',
      revision: 2,
      ...lastUpdate('admin@example.com'),
    });
    expect((await send('DELETE', `${base}/${ids.globex.id}/${usp.id}`, admin)).statusCode).toBe(
      204,
    );
  });
});

describe('USP mismatches and unknown ids', () => {
  test('PUT with a body id other than :uspId is a 400 ID_MISMATCH and changes nothing', async () => {
    const [usp, other] = [await create(ids.smb.id), await create(ids.smb.id)];
    const before = await snapshotOnboarding(ctx.database.db);
    const response = await send('PUT', `${base}/${usp.id}`, staff, {
      ...uspPutBody(other),
      name: 'X',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'ID_MISMATCH',
      message: 'Body id must equal the uspId in the path',
    });
    expect(await snapshotOnboarding(ctx.database.db)).toEqual(before);
  });

  test('PUT naming another workspace of the same tenant is a 404 and changes nothing', async () => {
    const usp = await create(ids.smb.id);
    const before = await snapshotOnboarding(ctx.database.db);
    const moved = { ...uspPutBody(usp), workspaceId: ids.enterpriseSales.id };
    const response = await send('PUT', `${base}/${usp.id}`, staff, moved);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(USP_NOT_FOUND);
    expect(await snapshotOnboarding(ctx.database.db)).toEqual(before);
  });

  test('unknown ids and workspaces are 404s', async () => {
    const missing = { ...uspInput(ids.acme.id, ids.smb.id), id: 'missing' };
    expect((await send('PUT', `${base}/missing`, staff, missing)).json()).toEqual(USP_NOT_FOUND);
    expect((await send('DELETE', `${base}/${ids.acme.id}/missing`, staff)).json()).toEqual(
      USP_NOT_FOUND,
    );
    const workspace = notFoundBody('Workspace not found');
    expect((await send('GET', `${base}/${ids.acme.id}/workspace/missing`, staff)).json()).toEqual(
      workspace,
    );
    expect((await send('POST', base, staff, uspInput(ids.acme.id, 'missing'))).json()).toEqual(
      workspace,
    );
  });
});
