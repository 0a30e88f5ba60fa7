import { bearer, useTestApp } from '../helpers/app';
import { type SeededIds, signInSeeded } from '../helpers/seeded';

const ctx = useTestApp();
let staff: string;
let admin: string;
let ids: SeededIds;

beforeAll(async () => ({ staff, admin, ids } = await signInSeeded(ctx)));

const get = (url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET /api/workspaces/tenant/:tenantId', () => {
  test("lists a member's tenant workspaces sorted by name, with descriptions", async () => {
    const response = await get(`/api/workspaces/tenant/${ids.acme.id}`, staff);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: ids.enterpriseSales.id,
        name: 'Enterprise Sales',
        tenantId: ids.acme.id,
        description: 'Outbound motion for enterprise accounts',
      },
      { id: ids.smb.id, name: 'SMB', tenantId: ids.acme.id, description: '' },
    ]);
  });

  test("another tenant's workspaces are a 404, same as a missing tenant", async () => {
    const foreign = await get(`/api/workspaces/tenant/${ids.globex.id}`, staff);
    const missing = await get('/api/workspaces/tenant/no-such-tenant', staff);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Tenant not found',
    });
    expect(missing.json()).toEqual(foreign.json());
  });

  test('admins list any tenant; a tenant without workspaces gives []', async () => {
    const globex = await get(`/api/workspaces/tenant/${ids.globex.id}`, admin);
    expect(globex.json()).toEqual([
      { id: ids.emea.id, name: 'EMEA', tenantId: ids.globex.id, description: '' },
    ]);
    const initech = await get(`/api/workspaces/tenant/${ids.initech.id}`, admin);
    expect(initech.statusCode).toBe(200);
    expect(initech.json()).toEqual([]);
  });
});

describe('GET /api/workspaces/:workspaceId', () => {
  test('a member gets a workspace of their tenant', async () => {
    const response = await get(`/api/workspaces/${ids.smb.id}`, staff);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: ids.smb.id,
      name: 'SMB',
      tenantId: ids.acme.id,
      description: '',
    });
  });

  test("another tenant's workspace is a 404, same as a missing one", async () => {
    const foreign = await get(`/api/workspaces/${ids.emea.id}`, staff);
    const missing = await get('/api/workspaces/00000000-0000-0000-0000-000000000000', staff);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Workspace not found',
    });
    expect(missing.json()).toEqual(foreign.json());
  });

  test('admins reach any workspace', async () => {
    const response = await get(`/api/workspaces/${ids.emea.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'EMEA', tenantId: ids.globex.id });
  });

  test('a workspace created without a description answers an empty one', async () => {
    const workspace = await ctx.repos.workspaces.create({ tenantId: ids.acme.id, name: 'Bare' });
    const response = await get(`/api/workspaces/${workspace.id}`, staff);
    expect(response.json()).toEqual({
      id: workspace.id,
      name: 'Bare',
      tenantId: ids.acme.id,
      description: '',
    });
  });
});

describe('workspaces repository', () => {
  test('belongsToTenant checks the pairing used by tenant-scoped routes', async () => {
    expect(await ctx.repos.workspaces.belongsToTenant(ids.emea.id, ids.globex.id)).toBe(true);
    expect(await ctx.repos.workspaces.belongsToTenant(ids.emea.id, ids.acme.id)).toBe(false);
    expect(await ctx.repos.workspaces.belongsToTenant('missing', ids.acme.id)).toBe(false);
  });

  test('checkScope answers a tenant and workspace pair in one go, by membership', async () => {
    const member = await ctx.repos.users.findByUsername('staff@example.com');
    const caller = { id: member!.id, isAdmin: false };
    const anyone = { id: 'n/a', isAdmin: true };
    const { tenants } = ctx.repos;
    expect(await tenants.checkScope(caller, ids.acme.id)).toBe('ok');
    expect(await tenants.checkScope(caller, ids.acme.id, ids.smb.id)).toBe('ok');
    expect(await tenants.checkScope(caller, ids.acme.id, ids.emea.id)).toBe('workspace-not-found');
    expect(await tenants.checkScope(caller, ids.acme.id, 'missing')).toBe('workspace-not-found');
    expect(await tenants.checkScope(caller, ids.globex.id, ids.emea.id)).toBe('tenant-not-found');
    expect(await tenants.checkScope(caller, 'missing')).toBe('tenant-not-found');
    expect(await tenants.checkScope(anyone, ids.globex.id, ids.emea.id)).toBe('ok');
    expect(await tenants.checkScope(anyone, ids.initech.id, ids.emea.id)).toBe(
      'workspace-not-found',
    );
  });
});
