import type { CopiedFrom, CopyResult, Icp, Usp } from '@portal/contract';
import { bearer } from '../helpers/app';
import { copyInto, listed } from '../helpers/copy';
import { useIsolationFixture } from '../helpers/isolation';
import { icpInput, uspInput } from '../helpers/onboarding';

/**
 * `copiedFrom` of a copy whose source is in a tenant the reader does not reach (issue 33 §9):
 * only what was kept at copy time (the source workspace's name then, the revision copied), no
 * ids and nothing live, so neither the answer nor the list's ETag moves when the source does.
 * Readers who reach the source get the whole, live `copiedFrom`.
 */
const { ctx, send, fixture } = useIsolationFixture();
const copy = copyInto(ctx);
let source: Icp;
let sourceUsp: Usp;
let copied: Icp;

const acmeSmb = () => [fixture.ids.acme.id, fixture.ids.smb.id] as const;
const listUrl = () => `/api/icp-onboarding/${acmeSmb()[0]}/workspace/${acmeSmb()[1]}`;
const readList = (token: string, etag?: string) =>
  ctx.app.inject({
    url: listUrl(),
    headers: { ...bearer(token), ...(etag ? { 'if-none-match': etag } : {}) },
  });
const FROZEN: CopiedFrom = { workspaceName: 'EMEA', revision: 1 };
const secrets = () => [fixture.ids.globex.id, fixture.ids.emea.id, source.id, sourceUsp.id];

beforeAll(async () => {
  const { ids, admin } = fixture;
  const create = async <T>(url: string, body: object) =>
    (await send('POST', url, admin, body)).json<T>();
  source = await create<Icp>(
    '/api/icp-onboarding',
    icpInput(ids.globex.id, ids.emea.id, { name: 'Globex source' }),
  );
  sourceUsp = await create<Usp>(
    '/api/usp-onboarding',
    uspInput(ids.globex.id, ids.emea.id, { name: 'Globex source USP' }),
  );
  const response = await copy(admin, ...acmeSmb(), {
    fromTenantId: ids.globex.id,
    fromWorkspaceId: ids.emea.id,
    icpIds: [source.id],
    uspIds: [sourceUsp.id],
  });
  expect(response.json<CopyResult>().written).toBe(true);
  copied = (await listed(ctx, admin, ...acmeSmb())).icps.find((icp) => icp.name === source.name)!;
});

test('staff who do not reach the source read only the frozen copiedFrom, in every answer', async () => {
  const list = await readList(fixture.staff);
  const one = await send('GET', `/api/icp-onboarding/${acmeSmb()[0]}/${copied.id}`, fixture.staff);
  const usps = await send(
    'GET',
    `/api/usp-onboarding/${acmeSmb()[0]}/workspace/${acmeSmb()[1]}`,
    fixture.staff,
  );

  const listedCopy = list.json<Icp[]>().find((icp) => icp.id === copied.id)!;
  expect(listedCopy.copiedFrom).toEqual(FROZEN);
  expect(Object.keys(listedCopy).at(-1)).toBe('copiedFrom');
  expect(one.json<Icp>().copiedFrom).toEqual(FROZEN);
  expect(usps.json<Usp[]>().find((usp) => usp.name === sourceUsp.name)!.copiedFrom).toEqual(FROZEN);
  for (const body of [list.body, one.body, usps.body]) {
    for (const secret of secrets()) expect(body).not.toContain(secret);
  }
});

test('an admin reaches the source: the whole copiedFrom', async () => {
  const { icps } = await listed(ctx, fixture.admin, ...acmeSmb());

  expect(icps.find((icp) => icp.id === copied.id)!.copiedFrom).toEqual({
    tenantId: fixture.ids.globex.id,
    workspaceId: fixture.ids.emea.id,
    workspaceName: 'EMEA',
    id: source.id,
    revision: 1,
    changedSince: false,
    sourceGone: false,
  });
});

test("the source's edit and deletion change nothing staff read: same body, same ETag (304)", async () => {
  const before = await readList(fixture.staff);
  const adminBefore = await readList(fixture.admin);
  const etag = before.headers.etag as string;

  const edit = await send(
    'PUT',
    `/api/icp-onboarding/${fixture.ids.globex.id}/${source.id}`,
    fixture.admin,
    {
      ...icpInput(fixture.ids.globex.id, fixture.ids.emea.id, { name: 'Globex source' }),
      id: source.id,
      description: 'Edited in Globex',
    },
  );
  expect(edit.statusCode).toBe(200);
  expect((await readList(fixture.staff, etag)).statusCode).toBe(304);
  const adminAfterEdit = await readList(fixture.admin, adminBefore.headers.etag as string);
  expect(adminAfterEdit.statusCode).toBe(200);
  expect(
    adminAfterEdit.json<Icp[]>().find((icp) => icp.id === copied.id)!.copiedFrom,
  ).toMatchObject({ changedSince: true, sourceGone: false });

  const removed = await send(
    'DELETE',
    `/api/icp-onboarding/${fixture.ids.globex.id}/${source.id}`,
    fixture.admin,
  );
  expect(removed.statusCode).toBe(204);
  expect((await readList(fixture.staff, etag)).statusCode).toBe(304);
  const after = await readList(fixture.staff);
  expect(after.body).toBe(before.body);
  expect(
    (await listed(ctx, fixture.admin, ...acmeSmb())).icps.find((icp) => icp.id === copied.id)!
      .copiedFrom,
  ).toMatchObject({ changedSince: true, sourceGone: true });
});

test("staff's own update of the copy answers the frozen copiedFrom too", async () => {
  const { icps } = await listed(ctx, fixture.staff, ...acmeSmb());
  const current = icps.find((icp) => icp.id === copied.id)!;

  const response = await send(
    'PUT',
    `/api/icp-onboarding/${acmeSmb()[0]}/${copied.id}`,
    fixture.staff,
    {
      id: current.id,
      tenantId: current.tenantId,
      workspaceId: current.workspaceId,
      description: 'Edited in Acme',
      revision: current.revision,
    },
  );

  expect(response.statusCode).toBe(200);
  expect(response.json<Icp>().copiedFrom).toEqual(FROZEN);
});

test('a restore from the trash answers the frozen copiedFrom to staff', async () => {
  const [tenantId, workspaceId] = acmeSmb();
  await send('DELETE', `/api/icp-onboarding/${tenantId}/${copied.id}`, fixture.staff);

  const restored = await send(
    'POST',
    `/api/tenants/${tenantId}/workspaces/${workspaceId}/trash/icp/${copied.id}/restore`,
    fixture.staff,
  );

  expect(restored.statusCode).toBe(200);
  expect(restored.json<Icp>().copiedFrom).toEqual(FROZEN);
});

test('staff who come to reach the source read the whole copiedFrom, under a new ETag', async () => {
  const before = await readList(fixture.staff);
  const staffUser = await ctx.repos.users.findByUsername('staff@example.com');
  await ctx.repos.tenants.addMember(staffUser!.id, fixture.ids.globex.id);

  const after = await readList(fixture.staff, before.headers.etag as string);

  expect(after.statusCode).toBe(200);
  expect(after.json<Icp[]>().find((icp) => icp.id === copied.id)!.copiedFrom).toMatchObject({
    tenantId: fixture.ids.globex.id,
    id: source.id,
    changedSince: true,
    sourceGone: true,
  });
});
