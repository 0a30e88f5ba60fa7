import type { AuditPage, Tenant, Workspace } from '@portal/contract';
import { ADMIN, bearer, loginAs, STAFF, useTestApp, VIEWER } from '../helpers/app';
import { icpInput, uspInput } from '../helpers/onboarding';
import { seededIds } from '../helpers/seeded';

const ctx = useTestApp();
let admin: string;
let staff: string;
let viewer: string;

beforeAll(async () => {
  admin = await loginAs(ctx.app, ADMIN.username, ADMIN.password);
  staff = await loginAs(ctx.app, STAFF.username, STAFF.password);
  viewer = await loginAs(ctx.app, VIEWER.username, VIEWER.password);
});

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const names = (list: { name: string }[]) => list.map((item) => item.name);

async function auditOf(entityId: string) {
  const rows = await ctx.database.db
    .selectFrom('audit_entries')
    .select(['action', 'entity', 'username', 'changes'])
    .where('entity_id', '=', entityId)
    .orderBy('seq')
    .execute();
  return rows.map((row) => ({ ...row, changes: JSON.parse(row.changes as string) }));
}

describe('an admin onboards a customer', () => {
  let umbrella: Tenant;
  let research: Workspace;
  let staffId: string;

  test('creates tenant "Umbrella"; its name is taken among live tenants after that', async () => {
    const created = await send('POST', '/api/tenants/', admin, {
      name: '  Umbrella ',
      configuration: { primaryDomain: 'umbrella.example.com' },
    });
    expect(created.statusCode).toBe(201);
    umbrella = created.json();
    expect(umbrella).toEqual({
      id: expect.any(String),
      name: 'Umbrella',
      configuration: { primaryDomain: 'umbrella.example.com' },
    });
    const again = await send('POST', '/api/tenants/', admin, { name: 'UMBRELLA' });
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { statusCode: 409, code: 'NAME_IN_USE', message: "A tenant named 'UMBRELLA' already exists" },
    ]);
    expect(await auditOf(umbrella.id)).toEqual([
      {
        action: 'create',
        entity: 'tenant',
        username: ADMIN.username,
        changes: [
          { field: 'name', after: 'Umbrella' },
          { field: 'primaryDomain', after: 'umbrella.example.com' },
        ],
      },
    ]);
  });

  test('adds a workspace, unique by name within the tenant', async () => {
    const created = await send('POST', '/api/workspaces/', admin, {
      tenantId: umbrella.id,
      name: 'Research',
      description: 'Labs and pharma',
    });
    expect(created.statusCode).toBe(201);
    research = created.json();
    expect(research).toEqual({
      id: expect.any(String),
      name: 'Research',
      tenantId: umbrella.id,
      description: 'Labs and pharma',
    });
    const again = await send('POST', '/api/workspaces/', admin, {
      tenantId: umbrella.id,
      name: 'research',
    });
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'NAME_IN_USE' });
    // The same name in another tenant is another workspace.
    const { acme } = await seededIds(ctx.repos);
    const elsewhere = await send('POST', '/api/workspaces/', admin, {
      tenantId: acme.id,
      name: 'Research',
    });
    expect(elsewhere.statusCode).toBe(201);
    expect((await auditOf(research.id))[0]).toMatchObject({
      action: 'create',
      entity: 'workspace',
    });
  });

  test('makes staff a member: staff sees Umbrella and its workspace on the next request', async () => {
    expect((await send('GET', `/api/tenants/${umbrella.id}`, staff)).statusCode).toBe(404);
    staffId = (await ctx.repos.users.findByUsername(STAFF.username))!.id;
    const added = await send('PUT', `/api/tenants/${umbrella.id}/members/${staffId}`, admin);
    expect([added.statusCode, added.json()]).toEqual([
      200,
      { id: staffId, username: STAFF.username, role: 'editor' },
    ]);
    const members = await send('GET', `/api/tenants/${umbrella.id}/members`, admin);
    expect(members.json()).toEqual([{ id: staffId, username: STAFF.username, role: 'editor' }]);

    expect(names((await send('GET', '/api/tenants/', staff)).json())).toEqual([
      'Acme Corp',
      'Umbrella',
    ]);
    expect(
      names((await send('GET', `/api/workspaces/tenant/${umbrella.id}`, staff)).json()),
    ).toEqual(['Research']);
    expect((await auditOf(umbrella.id)).at(-1)).toMatchObject({
      changes: [{ field: 'member', before: null, after: STAFF.username }],
    });
  });

  test('renames; a domain given as null is cleared; what is left out stays', async () => {
    const renamed = await send('PUT', `/api/tenants/${umbrella.id}`, admin, {
      name: 'Umbrella Corp',
      configuration: { primaryDomain: null },
    });
    expect(renamed.json()).toEqual({ id: umbrella.id, name: 'Umbrella Corp', configuration: {} });
    const described = await send('PUT', `/api/workspaces/${research.id}`, admin, {
      description: 'Labs',
    });
    expect(described.json()).toMatchObject({ name: 'Research', description: 'Labs' });
    const taken = await send('PUT', `/api/tenants/${umbrella.id}`, admin, { name: 'acme corp' });
    expect(taken.json()).toMatchObject({ statusCode: 409, code: 'NAME_IN_USE' });
  });

  test('an archived workspace is gone for staff (lists, reads, its records) and kept for admins', async () => {
    const archived = await send('POST', `/api/workspaces/${research.id}/archive`, admin);
    expect(archived.json()).toMatchObject({ id: research.id, archived: true });

    expect((await send('GET', `/api/workspaces/tenant/${umbrella.id}`, staff)).json()).toEqual([]);
    expect((await send('GET', `/api/workspaces/${research.id}`, staff)).statusCode).toBe(404);
    const icps = await send(
      'GET',
      `/api/icp-onboarding/${umbrella.id}/workspace/${research.id}`,
      staff,
    );
    expect([icps.statusCode, icps.json().message]).toEqual([404, 'Workspace not found']);

    expect((await send('GET', `/api/workspaces/tenant/${umbrella.id}`, admin)).json()).toEqual([
      expect.objectContaining({ name: 'Research', archived: true }),
    ]);
    const back = await send('POST', `/api/workspaces/${research.id}/unarchive`, admin);
    expect(back.json()).not.toHaveProperty('archived');
    expect(
      names((await send('GET', `/api/workspaces/tenant/${umbrella.id}`, staff)).json()),
    ).toEqual(['Research']);
  });

  test("an archived workspace's records answer 404 to staff by id too (read, delete), and not to admins", async () => {
    const icp = (
      await send('POST', '/api/icp-onboarding', staff, icpInput(umbrella.id, research.id))
    ).json();
    const usp = (
      await send('POST', '/api/usp-onboarding', staff, uspInput(umbrella.id, research.id))
    ).json();
    await send('POST', `/api/workspaces/${research.id}/archive`, admin);

    const read = await send('GET', `/api/icp-onboarding/${umbrella.id}/${icp.id}`, staff);
    expect([read.statusCode, read.json().message]).toEqual([404, 'ICP not found']);
    const deleteIcp = await send('DELETE', `/api/icp-onboarding/${umbrella.id}/${icp.id}`, staff);
    expect([deleteIcp.statusCode, deleteIcp.json().message]).toEqual([404, 'ICP not found']);
    const deleteUsp = await send('DELETE', `/api/usp-onboarding/${umbrella.id}/${usp.id}`, staff);
    expect([deleteUsp.statusCode, deleteUsp.json().message]).toEqual([404, 'USP not found']);
    const adminRead = await send('GET', `/api/icp-onboarding/${umbrella.id}/${icp.id}`, admin);
    expect(adminRead.json()).toMatchObject({ id: icp.id, name: icp.name });

    await send('POST', `/api/workspaces/${research.id}/unarchive`, admin);
    expect(
      (await send('GET', `/api/icp-onboarding/${umbrella.id}/${icp.id}`, staff)).statusCode,
    ).toBe(200);
    // Nothing was deleted while the workspace was archived.
    expect(
      (await send('DELETE', `/api/usp-onboarding/${umbrella.id}/${usp.id}`, staff)).statusCode,
    ).toBe(204);
    expect(
      (await send('DELETE', `/api/icp-onboarding/${umbrella.id}/${icp.id}`, staff)).statusCode,
    ).toBe(204);
  });

  test("an archived workspace's audit trail is gone for staff, in the tenant's list and by id, and not for admins", async () => {
    const icp = (
      await send('POST', '/api/icp-onboarding', staff, icpInput(umbrella.id, research.id))
    ).json();
    const byId = `/api/audit?tenantId=${umbrella.id}&entity=icp&entityId=${icp.id}`;
    const tenantWide = `/api/audit?tenantId=${umbrella.id}&limit=200`;
    const workspacesIn = async (url: string, token: string) =>
      (await send('GET', url, token)).json<AuditPage>().items.map((entry) => entry.workspaceId);
    expect(await workspacesIn(byId, staff)).toEqual([research.id]);

    await send('POST', `/api/workspaces/${research.id}/archive`, admin);
    const hidden = await send('GET', byId, staff);
    expect([hidden.statusCode, hidden.json()]).toEqual([200, { items: [], nextCursor: null }]);
    expect(await workspacesIn(tenantWide, staff)).not.toContain(research.id);
    expect(await workspacesIn(byId, admin)).toEqual([research.id]);
    expect(await workspacesIn(tenantWide, admin)).toContain(research.id);

    await send('POST', `/api/workspaces/${research.id}/unarchive`, admin);
    expect(await workspacesIn(byId, staff)).toEqual([research.id]);
    await send('DELETE', `/api/icp-onboarding/${umbrella.id}/${icp.id}`, staff);
  });

  test('an archived tenant is gone for its members and comes back whole', async () => {
    await send('POST', `/api/tenants/${umbrella.id}/archive`, admin);
    expect(names((await send('GET', '/api/tenants/', staff)).json())).toEqual(['Acme Corp']);
    for (const url of [
      `/api/tenants/${umbrella.id}`,
      `/api/workspaces/tenant/${umbrella.id}`,
      `/api/workspaces/${research.id}`,
      `/api/icp-onboarding/${umbrella.id}/workspace/${research.id}`,
    ]) {
      expect({ url, status: (await send('GET', url, staff)).statusCode }).toEqual({
        url,
        status: 404,
      });
    }
    const adminList = (await send('GET', '/api/tenants/', admin)).json<Tenant[]>();
    expect(adminList.find((tenant) => tenant.id === umbrella.id)).toMatchObject({ archived: true });

    // A live tenant took the name meanwhile: bringing it back would make two.
    const twin = await send('POST', '/api/tenants/', admin, { name: 'Umbrella Corp' });
    expect(twin.statusCode).toBe(201);
    const refused = await send('POST', `/api/tenants/${umbrella.id}/unarchive`, admin);
    expect(refused.json()).toMatchObject({ statusCode: 409, code: 'NAME_IN_USE' });
    await send('PUT', `/api/tenants/${twin.json().id}`, admin, { name: 'Umbrella Twin' });

    expect((await send('POST', `/api/tenants/${umbrella.id}/unarchive`, admin)).statusCode).toBe(
      200,
    );
    expect(names((await send('GET', '/api/tenants/', staff)).json())).toEqual([
      'Acme Corp',
      'Umbrella Corp',
    ]);
    expect((await auditOf(umbrella.id)).map((entry) => entry.changes)).toContainEqual([
      { field: 'archived', before: false, after: true },
    ]);
  });

  test('a member removed loses the tenant on the next request', async () => {
    const removed = await send('DELETE', `/api/tenants/${umbrella.id}/members/${staffId}`, admin);
    expect(removed.statusCode).toBe(204);
    expect(
      (await send('GET', `/api/workspaces/tenant/${umbrella.id}`, staff)).json(),
    ).toMatchObject({
      statusCode: 404,
      message: 'Tenant not found',
    });
    expect((await auditOf(umbrella.id)).at(-1)).toMatchObject({
      changes: [{ field: 'member', before: STAFF.username, after: null }],
    });
    const nobody = await send('PUT', `/api/tenants/${umbrella.id}/members/no-such-user`, admin);
    expect([nobody.statusCode, nobody.json().message]).toEqual([404, 'User not found']);
  });

  test('only admins administer: others are refused, naming the right, and learn nothing', async () => {
    const { acme, enterpriseSales, globex } = await seededIds(ctx.repos);
    const writes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, string][] = [
      ['POST', '/api/tenants/', 'tenants'],
      ['PUT', `/api/tenants/${acme.id}`, 'tenants'],
      ['POST', `/api/tenants/${acme.id}/archive`, 'tenants'],
      ['GET', `/api/tenants/${acme.id}/members`, 'tenants'],
      ['GET', `/api/tenants/${globex.id}/members`, 'tenants'],
      ['PUT', `/api/tenants/${acme.id}/members/${staffId}`, 'tenants'],
      ['POST', '/api/workspaces/', 'workspaces'],
      ['PUT', `/api/workspaces/${enterpriseSales.id}`, 'workspaces'],
      ['POST', `/api/workspaces/${enterpriseSales.id}/archive`, 'workspaces'],
    ];
    for (const [who, token] of [
      ['Editors', staff],
      ['Viewers', viewer],
    ] as const) {
      for (const [method, url, family] of writes) {
        const response = await send(method, url, token, { name: 'Hijacked', tenantId: acme.id });
        expect({ url, status: response.statusCode, body: response.json() }).toEqual({
          url,
          status: 403,
          body: {
            statusCode: 403,
            code: 'FORBIDDEN',
            message: `${who} cannot administer ${family}`,
          },
        });
      }
    }
    expect(names((await send('GET', '/api/tenants/', admin)).json())).not.toContain('Hijacked');
  });
});
