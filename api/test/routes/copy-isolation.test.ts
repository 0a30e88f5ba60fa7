import type { CopyResult } from '@portal/contract';
import { COPY_LIMITS } from '@portal/contract/limits';
import { listed } from '../helpers/copy';
import { type Request, TENANT, useIsolationFixture, WORKSPACE } from '../helpers/isolation';

const { ctx, send, fixture, expectRefused } = useIsolationFixture();

/** POST …/copy into the tenant's workspace, copying `body`'s ids from Acme / Enterprise Sales. */
const copyRequest = (tenantId: string, workspaceId: string, body: object = {}): Request => [
  'POST',
  `/api/tenants/${tenantId}/workspaces/${workspaceId}/copy`,
  {
    fromTenantId: fixture.ids.acme.id,
    fromWorkspaceId: fixture.ids.enterpriseSales.id,
    icpIds: [fixture.acmeIcp.id],
    uspIds: [],
    onConflict: 'copy',
    dryRun: false,
    ...body,
  },
];
const intoSmb = (body: object = {}) => copyRequest(fixture.ids.acme.id, fixture.ids.smb.id, body);

describe('a source the caller may not reach is the same 404 as a missing one, nothing written', () => {
  const attempts: [string, () => Request, string][] = [
    [
      'a tenant of which staff is no member',
      () =>
        intoSmb({
          fromTenantId: fixture.ids.globex.id,
          fromWorkspaceId: fixture.ids.emea.id,
          icpIds: [fixture.globexIcp.id],
        }),
      TENANT,
    ],
    ['a tenant that does not exist', () => intoSmb({ fromTenantId: 'no-such-tenant' }), TENANT],
    [
      "another tenant's workspace under the caller's tenant",
      () => intoSmb({ fromWorkspaceId: fixture.ids.emea.id, icpIds: [fixture.globexIcp.id] }),
      WORKSPACE,
    ],
    ["another tenant's ICP id", () => intoSmb({ icpIds: [fixture.globexIcp.id] }), 'ICP not found'],
    [
      "another tenant's USP id",
      () => intoSmb({ icpIds: [], uspIds: [fixture.globexUsp.id] }),
      'USP not found',
    ],
    [
      'an id of another workspace of the same tenant',
      () =>
        copyRequest(fixture.ids.acme.id, fixture.ids.enterpriseSales.id, {
          fromWorkspaceId: fixture.ids.smb.id,
        }),
      'ICP not found',
    ],
    [
      'a target tenant of which staff is no member',
      () => copyRequest(fixture.ids.globex.id, fixture.ids.emea.id),
      TENANT,
    ],
  ];

  test.each(attempts)('%s', async (_label, request, message) => {
    await expectRefused(fixture.staff, request(), message);
  });

  test('the preview too', async () => {
    await expectRefused(
      fixture.staff,
      intoSmb({
        fromTenantId: fixture.ids.globex.id,
        fromWorkspaceId: fixture.ids.emea.id,
        icpIds: [fixture.globexIcp.id],
        dryRun: true,
      }),
      TENANT,
    );
  });
});

test("an admin copies from another tenant's workspace; the copy names it", async () => {
  const [method, url, body] = intoSmb({
    fromTenantId: fixture.ids.globex.id,
    fromWorkspaceId: fixture.ids.emea.id,
    icpIds: [fixture.globexIcp.id],
  });
  const response = await send(method, url, fixture.admin, body);

  expect(response.json<CopyResult>().written).toBe(true);
  const { icps } = await listed(ctx, fixture.admin, fixture.ids.acme.id, fixture.ids.smb.id);
  expect(icps.map((icp) => icp.copiedFrom)).toEqual([
    {
      tenantId: fixture.ids.globex.id,
      workspaceId: fixture.ids.emea.id,
      workspaceName: 'EMEA',
      id: fixture.globexIcp.id,
      revision: 1,
      changedSince: false,
      sourceGone: false,
    },
  ]);
});

describe('a request out of bounds is a 400, nothing written', () => {
  const tooMany = Array.from({ length: COPY_LIMITS.ids + 1 }, (_, i) => `id-${i}`);
  const bad: [string, object, string][] = [
    ['too many ICP ids', { icpIds: tooMany }, `icpIds must have at most ${COPY_LIMITS.ids} items`],
    ['an id twice', { uspIds: ['a', 'a'] }, 'uspIds names one entry twice (entries 0 and 1)'],
    ['an unknown conflict choice', { onConflict: 'merge' }, 'onConflict'],
    ['an unknown key', { into: 'x' }, 'into'],
  ];

  test.each(bad)('%s', async (_label, body, message) => {
    const [method, url, payload] = intoSmb(body);
    const before = await listed(ctx, fixture.staff, fixture.ids.acme.id, fixture.ids.smb.id);
    const response = await send(method, url, fixture.staff, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string; message: string }>()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining(message),
    });
    expect(await listed(ctx, fixture.staff, fixture.ids.acme.id, fixture.ids.smb.id)).toEqual(
      before,
    );
  });
});
