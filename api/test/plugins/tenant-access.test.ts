import { Type } from '@fastify/type-provider-typebox';
import { ADMIN, bearer, loginAs, STAFF, useTestApp } from '../helpers/app';
import { seededIds } from '../helpers/seeded';

/**
 * Later tenant-scoped resources (ICP, USP onboarding) reuse the same hooks; this stands in
 * for such a route, declared the way they will be.
 */
const ctx = useTestApp({}, (app) => {
  app.get(
    '/api/test-scoped/:tenantId/workspace/:workspaceId',
    {
      onRequest: app.authenticate,
      preHandler: app.tenantAccess,
      schema: { params: Type.Object({ tenantId: Type.String(), workspaceId: Type.String() }) },
    },
    async (request) => {
      const { tenantId, workspaceId } = request.params as { tenantId: string; workspaceId: string };
      const belongs = await app.repos.workspaces.belongsToTenant(workspaceId, tenantId);
      return { belongs };
    },
  );
  app.post(
    '/api/test-scoped',
    {
      onRequest: app.authenticate,
      preHandler: app.tenantAccess,
      schema: { body: Type.Object({ tenantId: Type.String(), workspaceId: Type.String() }) },
    },
    async () => ({ reached: true }),
  );
  // No body schema: whatever JSON a client sends reaches the hook as parsed.
  app.delete(
    '/api/test-scoped/:tenantId',
    {
      onRequest: app.authenticate,
      preHandler: app.tenantAccess,
      schema: { params: Type.Object({ tenantId: Type.String() }) },
    },
    async () => ({ reached: true }),
  );
});

let ids: Awaited<ReturnType<typeof seededIds>>;
beforeAll(async () => {
  ids = await seededIds(ctx.repos);
});

test('the tenant-access hook guards any route with a :tenantId (and :workspaceId) param', async () => {
  const staff = await loginAs(ctx.app, STAFF.username, STAFF.password);
  const admin = await loginAs(ctx.app, ADMIN.username, ADMIN.password);
  const url = (tenantId: string, workspaceId: string) =>
    `/api/test-scoped/${tenantId}/workspace/${workspaceId}`;

  const own = await ctx.app.inject({ url: url(ids.acme.id, ids.smb.id), headers: bearer(staff) });
  expect(own.json()).toEqual({ belongs: true });

  const foreign = await ctx.app.inject({
    url: url(ids.globex.id, ids.emea.id),
    headers: bearer(staff),
  });
  expect(foreign.statusCode).toBe(404);
  expect(foreign.json()).toEqual({
    statusCode: 404,
    code: 'NOT_FOUND',
    message: 'Tenant not found',
  });

  // A workspace of another tenant under a reachable tenant id: a 404 even for an admin.
  const mixed = await ctx.app.inject({
    url: url(ids.acme.id, ids.emea.id),
    headers: bearer(admin),
  });
  expect(mixed.statusCode).toBe(404);
  expect(mixed.json()).toEqual({
    statusCode: 404,
    code: 'NOT_FOUND',
    message: 'Workspace not found',
  });
});

test('the hook checks the tenantId and workspaceId of a JSON body too', async () => {
  const staff = await loginAs(ctx.app, STAFF.username, STAFF.password);
  const admin = await loginAs(ctx.app, ADMIN.username, ADMIN.password);
  const post = (token: string, tenantId: string, workspaceId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/test-scoped',
      headers: bearer(token),
      payload: { tenantId, workspaceId },
    });
  expect((await post(staff, ids.acme.id, ids.smb.id)).json()).toEqual({ reached: true });
  expect((await post(staff, ids.globex.id, ids.emea.id)).json()).toMatchObject({
    message: 'Tenant not found',
  });
  expect((await post(admin, ids.globex.id, ids.emea.id)).json()).toEqual({ reached: true });
  expect((await post(admin, ids.acme.id, ids.emea.id)).json()).toMatchObject({
    message: 'Workspace not found',
  });
});

test('a route without a body schema: a JSON null body names no scope, a non-string workspaceId names no workspace', async () => {
  const staff = await loginAs(ctx.app, STAFF.username, STAFF.password);
  const remove = (payload: string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/test-scoped/${ids.acme.id}`,
      headers: { ...bearer(staff), 'content-type': 'application/json' },
      payload,
    });
  for (const payload of ['null', JSON.stringify({ tenantId: ids.acme.id, workspaceId: 5 })]) {
    const response = await remove(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ reached: true });
  }
});
