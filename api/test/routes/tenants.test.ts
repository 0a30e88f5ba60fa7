import { bearer, STAFF, useTestApp } from '../helpers/app';
import type { TenantsRepository } from '../../src/repositories/tenants';
import { withReplaced } from '../helpers/replaced';
import { type SeededIds, signInSeeded } from '../helpers/seeded';

const ctx = useTestApp();
let staff: string;
let admin: string;
let ids: SeededIds;

beforeAll(async () => ({ staff, admin, ids } = await signInSeeded(ctx)));

const get = (url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const NOT_FOUND = { statusCode: 404, code: 'NOT_FOUND', message: 'Tenant not found' };

describe('GET /api/tenants/', () => {
  test('staff see only the tenants they belong to', async () => {
    const response = await get('/api/tenants/', staff);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: ids.acme.id, name: 'Acme Corp', configuration: { primaryDomain: 'acme.example.com' } },
    ]);
  });

  test('admins see every tenant, sorted by name; no primaryDomain key when there is none', async () => {
    const response = await get('/api/tenants', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: ids.acme.id, name: 'Acme Corp', configuration: { primaryDomain: 'acme.example.com' } },
      { id: ids.globex.id, name: 'Globex', configuration: { primaryDomain: 'globex.example.com' } },
      { id: ids.initech.id, name: 'Initech', configuration: {} },
    ]);
  });

  test('works with and without the trailing slash', async () => {
    expect((await get('/api/tenants', staff)).json()).toEqual(
      (await get('/api/tenants/', staff)).json(),
    );
  });
});

describe('GET /api/tenants/:tenantId', () => {
  test('a member gets the tenant', async () => {
    const response = await get(`/api/tenants/${ids.acme.id}`, staff);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: ids.acme.id,
      name: 'Acme Corp',
      configuration: { primaryDomain: 'acme.example.com' },
    });
  });

  test("another tenant's id is indistinguishable from a nonexistent one", async () => {
    const foreign = await get(`/api/tenants/${ids.globex.id}`, staff);
    const missing = await get('/api/tenants/00000000-0000-0000-0000-000000000000', staff);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(NOT_FOUND);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(NOT_FOUND);
  });

  test('admins reach any tenant without a membership', async () => {
    const response = await get(`/api/tenants/${ids.initech.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: ids.initech.id, name: 'Initech', configuration: {} });
  });

  test('a new membership takes effect at once', async () => {
    const user = (await ctx.repos.users.findByUsername(STAFF.username))!;
    await ctx.repos.tenants.addMember(user.id, ids.initech.id);
    expect((await get(`/api/tenants/${ids.initech.id}`, staff)).statusCode).toBe(200);
    expect((await get('/api/tenants/', staff)).json().map((t: { name: string }) => t.name)).toEqual(
      ['Acme Corp', 'Initech'],
    );
    await ctx.database.db
      .deleteFrom('tenant_memberships')
      .where('tenant_id', '=', ids.initech.id)
      .execute();
  });
});

describe('a tenant deleted between the access check and the answer', () => {
  test('is a 404, not an empty 200', async () => {
    const tenant = await ctx.repos.tenants.create({ name: 'Short-lived' });
    // The check passes, then the tenant goes (another instance's delete), then the handler reads.
    const deletedAfter =
      (checkScope: TenantsRepository['checkScope']): TenantsRepository['checkScope'] =>
      async (...args) => {
        const check = await checkScope(...args);
        await ctx.database.db.deleteFrom('tenants').where('id', '=', tenant.id).execute();
        return check;
      };
    await withReplaced(ctx.app.repos.tenants, 'checkScope', deletedAfter, async () => {
      const response = await get(`/api/tenants/${tenant.id}`, admin);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    });
  });
});

describe('the order of tenant names', () => {
  test('names equal but for case sort together, by id, not lowercase first', async () => {
    const upper = { id: '00000000-0000-4000-8000-00000000000a', name: 'Zeta' };
    const lower = { id: '00000000-0000-4000-8000-00000000000b', name: 'zeta' };
    await ctx.database.db
      .insertInto('tenants')
      .values([lower, upper].map((tenant) => ({ ...tenant, primary_domain: null })))
      .execute();
    const order = (await get('/api/tenants/', admin)).json<{ id: string }[]>().map((t) => t.id);
    expect(order.slice(-2)).toEqual([upper.id, lower.id]);
  });
});
