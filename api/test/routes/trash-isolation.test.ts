import type { Icp } from '@portal/contract';
import { type Method, TENANT, useIsolationFixture, WORKSPACE } from '../helpers/isolation';
import { lastUpdate } from '../helpers/onboarding';

const { send, fixture, expectRefused } = useIsolationFixture();

/** A tenant id that does not exist: what a non-member must not be able to tell apart. */
const NO_TENANT = '00000000-0000-4000-8000-000000000000';

const trashOf = (tenantId: string, workspaceId: string) =>
  `/api/tenants/${tenantId}/workspaces/${workspaceId}/trash`;

/** Every trash route on one record of `base`'s trash. */
const routes = (base: string, kind: 'icp' | 'usp', id: string): [Method, string][] => [
  ['GET', base],
  ['GET', `${base}/${kind}/${id}`],
  ['POST', `${base}/${kind}/${id}/restore`],
  ['DELETE', `${base}/${kind}/${id}`],
];

beforeAll(async () => {
  // The Globex records go to Globex's trash (the admin may reach it); staff is not a member.
  const { globex, emea } = fixture.ids;
  const { admin, globexIcp, globexUsp } = fixture;
  await send('DELETE', `/api/icp-onboarding/${globex.id}/${globexIcp.id}`, admin);
  await send('DELETE', `/api/usp-onboarding/${globex.id}/${globexUsp.id}`, admin);
  const trash = await send('GET', trashOf(globex.id, emea.id), admin);
  expect(trash.json<{ items: unknown[] }>().items).toHaveLength(2);
});

describe('the trash of a tenant the caller may not reach', () => {
  test('answers every route with the same 404 as a tenant that does not exist, and writes nothing', async () => {
    const { staff, admin, ids, globexIcp, globexUsp } = fixture;
    const globexTrash = trashOf(ids.globex.id, ids.emea.id);
    for (const [kind, id] of [
      ['icp', globexIcp.id],
      ['usp', globexUsp.id],
    ] as const) {
      for (const [method, url] of routes(globexTrash, kind, id)) {
        await expectRefused(staff, [method, url], TENANT);
        const missing = url.replace(ids.globex.id, NO_TENANT);
        await expectRefused(staff, [method, missing], TENANT);
        // The admin, who may reach every tenant, gets the same for one that does not exist.
        await expectRefused(admin, [method, missing], TENANT);
      }
    }
  });

  test("a workspace of another tenant under the caller's own tenant is a 404 too", async () => {
    const { staff, ids, globexIcp } = fixture;
    const crossed = trashOf(ids.acme.id, ids.emea.id);
    for (const [method, url] of routes(crossed, 'icp', globexIcp.id)) {
      await expectRefused(staff, [method, url], WORKSPACE);
    }
  });
});

test("a record in another workspace's trash of the same tenant is not in this one", async () => {
  const { staff, admin, ids, acmeIcp } = fixture;
  await send('DELETE', `/api/icp-onboarding/${ids.acme.id}/${acmeIcp.id}`, staff);
  const smb = trashOf(ids.acme.id, ids.smb.id);
  for (const [method, url] of routes(smb, 'icp', acmeIcp.id).slice(1)) {
    await expectRefused(admin, [method, url], 'Not in the trash');
  }
  const own = await send(
    'POST',
    `${trashOf(ids.acme.id, ids.enterpriseSales.id)}/icp/${acmeIcp.id}/restore`,
    staff,
  );
  expect(own.json<Icp>()).toEqual({ ...acmeIcp, revision: 2, ...lastUpdate() });
});
