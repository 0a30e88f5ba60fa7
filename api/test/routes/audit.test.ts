import type { AuditEntry, Icp, Prompt, Usp } from '@portal/contract';
import { AUDIT_VALUE_MAX } from '@portal/contract/limits';
import { hashPassword } from '../../src/auth/passwords';
import { ADMIN, loginAs, STAFF, useTestApp } from '../helpers/app';
import { countAuditRows, readAudit, triples } from '../helpers/audit';
import { icpInput, notFoundBody, sender, uspInput, uspPutBody } from '../helpers/onboarding';
import { editOf, promptInput, promptUrl } from '../helpers/prompts';
import { seededIds } from '../helpers/seeded';

const ctx = useTestApp();
const send = sender(ctx);
const OUTSIDER = { username: 'globex-only@example.com', password: 'outsider123' };
let staff: string;
let admin: string;
let outsider: string;
let staffId: string;
let ids: Awaited<ReturnType<typeof seededIds>>;

beforeAll(async () => {
  ids = await seededIds(ctx.repos);
  const user = await ctx.repos.users.create({
    username: OUTSIDER.username,
    passwordHash: await hashPassword(OUTSIDER.password),
  });
  await ctx.repos.tenants.addMember(user.id, ids.globex.id);
  [staff, admin, outsider] = await Promise.all([
    loginAs(ctx.app, STAFF.username, STAFF.password),
    loginAs(ctx.app, ADMIN.username, ADMIN.password),
    loginAs(ctx.app, OUTSIDER.username, OUTSIDER.password),
  ]);
  staffId = (await ctx.repos.users.findByUsername(STAFF.username))!.id;
});

const post = async <T>(token: string, url: string, body: object) => {
  const response = await send('POST', url, token, body);
  expect(response.statusCode).toBe(201);
  return response.json<T>();
};

/** The newest entry `token` reads with `query`. */
const newest = async (token: string, query: Record<string, string>) =>
  (await readAudit(ctx, token, { ...query, limit: '1' })).page!.items[0]!;

describe('every write appends one entry, in its own transaction', () => {
  test('ICP create, update, delete: who, what, where, and the changed fields', async () => {
    const icp = await post<Icp>(staff, '/api/icp-onboarding', icpInput(ids.acme.id, ids.smb.id));
    const scope = { tenantId: ids.acme.id, entity: 'icp', entityId: icp.id };
    const created = await newest(staff, scope);
    expect(created).toEqual({
      id: expect.any(String),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      userId: staffId,
      username: STAFF.username,
      action: 'create',
      entity: 'icp',
      entityId: icp.id,
      tenantId: ids.acme.id,
      workspaceId: ids.smb.id,
      changes: [
        { field: 'name', after: 'Healthcare providers' },
        { field: 'description', after: 'Hospital groups modernising patient intake' },
        { field: 'segments' },
        { field: 'buyerPersonas' },
      ],
    });
    expect(Math.abs(Date.parse(created.at) - Date.now())).toBeLessThan(60_000);

    const long = 'x'.repeat(AUDIT_VALUE_MAX + 1);
    const put = await send('PUT', `/api/icp-onboarding/${ids.acme.id}/${icp.id}`, staff, {
      id: icp.id,
      tenantId: ids.acme.id,
      workspaceId: ids.smb.id,
      name: 'Renamed',
      description: long,
    });
    expect(put.statusCode).toBe(200);
    const updated = await newest(staff, scope);
    expect(updated).toMatchObject({ action: 'update', userId: staffId, workspaceId: ids.smb.id });
    // Only what changed; a value longer than AUDIT_VALUE_MAX keeps its name only.
    expect(updated.changes).toEqual([
      { field: 'name', before: 'Healthcare providers', after: 'Renamed' },
      { field: 'description', before: 'Hospital groups modernising patient intake' },
    ]);

    // Lists compare without their server ids: re-sent unchanged they are no change.
    const input = icpInput(ids.acme.id, ids.smb.id);
    const putLists = (lists: Pick<typeof input, 'segments' | 'buyerPersonas'>) =>
      send('PUT', `/api/icp-onboarding/${ids.acme.id}/${icp.id}`, staff, {
        id: icp.id,
        tenantId: ids.acme.id,
        workspaceId: ids.smb.id,
        ...lists,
      });
    const { segments, buyerPersonas } = input;
    expect((await putLists({ segments, buyerPersonas })).statusCode).toBe(200);
    expect((await newest(staff, scope)).changes).toEqual([]);
    const renamed = <T extends { name: string }>(items: T[]) =>
      items.map((item) => ({ ...item, name: `${item.name} (renamed)` }));
    await putLists({ segments: renamed(segments), buyerPersonas: renamed(buyerPersonas) });
    expect((await newest(staff, scope)).changes).toEqual([
      { field: 'segments' },
      { field: 'buyerPersonas' },
    ]);

    const deleted = await send('DELETE', `/api/icp-onboarding/${ids.acme.id}/${icp.id}`, staff);
    expect(deleted.statusCode).toBe(204);
    expect(await newest(staff, scope)).toMatchObject({
      action: 'delete',
      workspaceId: ids.smb.id,
      changes: [{ field: 'name', before: 'Renamed' }, { field: 'description' }],
    });
    const all = await readAudit(ctx, staff, scope);
    expect(triples(all.page!.items)).toEqual([
      ['delete', 'icp', icp.id],
      ['update', 'icp', icp.id],
      ['update', 'icp', icp.id],
      ['update', 'icp', icp.id],
      ['create', 'icp', icp.id],
    ]);
  });

  test('USP create, update (lists by name), delete', async () => {
    const usp = await post<Usp>(staff, '/api/usp-onboarding', uspInput(ids.acme.id, ids.smb.id));
    const scope = { tenantId: ids.acme.id, entity: 'usp', entityId: usp.id };
    expect((await newest(staff, scope)).changes).toEqual([
      { field: 'name', after: 'Fast onboarding' },
      { field: 'differentiator', after: 'Live in a week, not a quarter' },
      { field: 'products' },
      { field: 'capabilities' },
    ]);
    const put = await send('PUT', `/api/usp-onboarding/${usp.id}`, staff, {
      ...uspPutBody(usp),
      products: ['Portal'],
    });
    expect(put.statusCode).toBe(200);
    expect(await newest(staff, scope)).toMatchObject({
      action: 'update',
      changes: [{ field: 'products' }],
    });
    expect(
      (await send('DELETE', `/api/usp-onboarding/${ids.acme.id}/${usp.id}`, staff)).statusCode,
    ).toBe(204);
    expect(await newest(staff, scope)).toMatchObject({
      action: 'delete',
      entity: 'usp',
      tenantId: ids.acme.id,
      workspaceId: ids.smb.id,
      changes: [
        { field: 'name', before: 'Fast onboarding' },
        { field: 'differentiator', before: 'Live in a week, not a quarter' },
      ],
    });
  });

  test('instruction create, edit, restore, delete: global entries (no tenant, no workspace)', async () => {
    const v10 = await post<Prompt>(staff, '/api/prompts/', promptInput());
    const scope = { entity: 'prompt', entityId: v10.id };
    expect(await newest(staff, scope)).toMatchObject({
      action: 'create',
      tenantId: null,
      workspaceId: null,
      changes: [
        { field: 'version', after: '1.0' },
        { field: 'description', after: v10.description },
        { field: 'promptType', after: 'ICP' },
        { field: 'promptContent', after: v10.promptContent },
      ],
    });
    const edit = await send(
      'PUT',
      promptUrl(v10.id, '1.0'),
      staff,
      editOf(v10, { promptType: 'USP' }),
    );
    expect(edit.statusCode).toBe(200);
    expect((await newest(staff, scope)).changes).toEqual([
      { field: 'version', before: '1.0', after: '1.1' },
      { field: 'promptType', before: 'ICP', after: 'USP' },
    ]);
    const restore = await send('POST', `${promptUrl(v10.id)}/versions/1.0/restore`, admin, {
      activeVersion: '1.1',
    });
    expect(restore.statusCode).toBe(200);
    expect(await newest(staff, scope)).toMatchObject({
      action: 'restore',
      username: ADMIN.username,
      changes: [
        { field: 'version', before: '1.1', after: '1.2' },
        {
          field: 'description',
          before: v10.description,
          after: `Restored from version 1.0: ${v10.description}`,
        },
        { field: 'promptType', before: 'USP', after: 'ICP' },
      ],
    });
    expect((await send('DELETE', promptUrl(v10.id), staff)).statusCode).toBe(204);
    expect(await newest(staff, scope)).toMatchObject({
      action: 'delete',
      changes: expect.arrayContaining([{ field: 'version', before: '1.2' }]),
    });
  });

  test('a password change records the field name only: never the password or its hash', async () => {
    const user = await ctx.repos.users.create({
      username: 'changer@example.com',
      passwordHash: await hashPassword('first-pass'),
    });
    const token = await loginAs(ctx.app, 'changer@example.com', 'first-pass');
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: 'first-pass', newPassword: 'second-pass' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json<{ token: string }>().token;
    const entry = await newest(fresh, { entity: 'user' });
    expect(entry).toEqual({
      id: expect.any(String),
      at: expect.any(String),
      userId: user.id,
      username: 'changer@example.com',
      action: 'change-password',
      entity: 'user',
      entityId: user.id,
      tenantId: null,
      workspaceId: null,
      changes: [{ field: 'password' }],
    });
    const hash = (await ctx.repos.users.findById(user.id))!.passwordHash;
    const rows = await ctx.database.db.selectFrom('audit_entries').selectAll().execute();
    for (const secret of ['first-pass', 'second-pass', hash]) {
      expect(JSON.stringify(rows)).not.toContain(secret);
    }
  });

  test('values of exactly AUDIT_VALUE_MAX characters are kept, one more and only the name', async () => {
    const fits = 'f'.repeat(AUDIT_VALUE_MAX);
    const usp = await post<Usp>(
      staff,
      '/api/usp-onboarding',
      uspInput(ids.acme.id, ids.smb.id, { name: 'Short', differentiator: fits }),
    );
    const scope = { tenantId: ids.acme.id, entity: 'usp', entityId: usp.id };
    expect((await newest(staff, scope)).changes.slice(0, 2)).toEqual([
      { field: 'name', after: 'Short' },
      { field: 'differentiator', after: fits },
    ]);
    const put = await send('PUT', `/api/usp-onboarding/${usp.id}`, staff, {
      ...uspPutBody(usp),
      differentiator: `${fits}!`,
    });
    expect(put.statusCode).toBe(200);
    expect((await newest(staff, scope)).changes).toEqual([
      { field: 'differentiator', before: fits },
    ]);
  });

  test('refused writes leave no entry', async () => {
    const before = await countAuditRows(ctx.database.db);
    const icp = (await ctx.repos.icps.listByWorkspace(ids.acme.id, ids.enterpriseSales.id))[0]!;
    const refused = [
      send('PUT', `/api/icp-onboarding/${ids.acme.id}/${icp.id}`, staff, {
        id: icp.id,
        tenantId: ids.acme.id,
        workspaceId: ids.enterpriseSales.id,
        name: 'Stale',
        revision: icp.revision + 1,
      }),
      send('DELETE', `/api/icp-onboarding/${ids.acme.id}/missing`, staff),
      send('POST', '/api/icp-onboarding', outsider, icpInput(ids.acme.id, ids.smb.id)),
      send('DELETE', promptUrl('missing'), staff),
    ];
    expect((await Promise.all(refused)).map((r) => r.statusCode)).toEqual([409, 404, 404, 404]);
    expect(await countAuditRows(ctx.database.db)).toBe(before);
  });
});

describe('GET /api/audit: who reads what', () => {
  let acmeIcp: Icp;
  let globexIcp: Icp;
  let prompt: Prompt;

  beforeAll(async () => {
    acmeIcp = await post<Icp>(staff, '/api/icp-onboarding', icpInput(ids.acme.id, ids.smb.id));
    globexIcp = await post<Icp>(admin, '/api/icp-onboarding', icpInput(ids.globex.id, ids.emea.id));
    prompt = await post<Prompt>(outsider, '/api/prompts/', promptInput());
  });

  const ids404 = (message: string) => notFoundBody(message);

  test("a member reads the tenant's entries, newest first", async () => {
    const { page } = await readAudit(ctx, staff, { tenantId: ids.acme.id });
    expect(page!.items.length).toBeGreaterThan(0);
    expect(page!.items.every((entry) => entry.tenantId === ids.acme.id)).toBe(true);
    expect(page!.items.map((e) => e.entityId)).toContain(acmeIcp.id);
    const seqs = page!.items.map((e) => Date.parse(e.at));
    expect([...seqs].sort((a, b) => b - a)).toEqual(seqs);
  });

  test('a non-member gets the 404 of a tenant that does not exist, with any filter', async () => {
    const queries: Record<string, string>[] = [
      { tenantId: ids.globex.id },
      { tenantId: ids.globex.id, entity: 'icp', entityId: globexIcp.id },
      { tenantId: ids.globex.id, limit: '5', cursor: 'c2VxOjE' },
    ];
    for (const query of queries) {
      const { response } = await readAudit(ctx, staff, query);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(ids404('Tenant not found'));
    }
    const unknown = await readAudit(ctx, staff, { tenantId: 'no-such-tenant' });
    expect(unknown.response.json()).toEqual(ids404('Tenant not found'));
    const outsiderReads = await readAudit(ctx, outsider, { tenantId: ids.acme.id });
    expect(outsiderReads.response.json()).toEqual(ids404('Tenant not found'));
    // The hook reads a query-string tenantId on any route of the scope, not just this one.
    const elsewhere = await send(
      'GET',
      `/api/tenants/${ids.acme.id}?tenantId=${ids.globex.id}`,
      staff,
    );
    expect(elsewhere.json()).toEqual(ids404('Tenant not found'));
  });

  test('an admin reads every tenant', async () => {
    for (const [tenantId, icp] of [
      [ids.globex.id, globexIcp],
      [ids.acme.id, acmeIcp],
    ] as const) {
      const { page } = await readAudit(ctx, admin, { tenantId, entity: 'icp', entityId: icp.id });
      expect(triples(page!.items)).toEqual([['create', 'icp', icp.id]]);
    }
  });

  test("without a tenant: instruction entries for everyone, password entries only one's own", async () => {
    const outsiderToken = await loginAs(ctx.app, OUTSIDER.username, OUTSIDER.password);
    const change = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${outsiderToken}` },
      payload: { currentPassword: OUTSIDER.password, newPassword: 'outsider456' },
    });
    expect(change.statusCode).toBe(200);
    outsider = change.json<{ token: string }>().token;
    OUTSIDER.password = 'outsider456';
    const outsiderId = (await ctx.repos.users.findByUsername(OUTSIDER.username))!.id;

    for (const token of [staff, admin, outsider]) {
      const { page } = await readAudit(ctx, token, { limit: '200' });
      const items = page!.items;
      expect(items.some((e) => e.entity === 'prompt' && e.entityId === prompt.id)).toBe(true);
      expect(items.every((e) => e.tenantId === null)).toBe(true);
      const passwordOwners = new Set(
        items.filter((e) => e.entity === 'user').map((e) => e.entityId),
      );
      const own = token === outsider ? [outsiderId] : [];
      expect([...passwordOwners]).toEqual(own);
    }
    // Asking for someone else's password entries by id finds nothing, whatever one's own.
    const other = await readAudit(ctx, staff, { entity: 'user', entityId: outsiderId });
    expect(other.page).toEqual({ items: [], nextCursor: null });
    const staffs = await readAudit(ctx, outsider, { entity: 'user', entityId: staffId });
    expect(staffs.page).toEqual({ items: [], nextCursor: null });
    const own = await readAudit(ctx, outsider, { entity: 'user', entityId: outsiderId });
    expect(triples(own.page!.items)).toEqual([['change-password', 'user', outsiderId]]);
    // Narrowed to instructions, the caller's own password entries are left out too.
    const prompts = (await readAudit(ctx, outsider, { entity: 'prompt', limit: '200' })).page!;
    expect(prompts.items.every((e) => e.entity === 'prompt')).toBe(true);
    // Tenant entities have no global entries.
    expect((await readAudit(ctx, admin, { entity: 'icp' })).page!.items).toEqual([]);
    // Instruction and password entries merge into one list, newest first.
    const later = await post<Prompt>(outsider, '/api/prompts/', promptInput());
    const merged = (await readAudit(ctx, outsider, { limit: '3' })).page!.items;
    expect(triples(merged)).toEqual([
      ['create', 'prompt', later.id],
      ['change-password', 'user', outsiderId],
      ['create', 'prompt', prompt.id],
    ]);
  });

  test('pages newest first with an opaque cursor until nextCursor is null', async () => {
    for (let n = 0; n < 4; n++) {
      await send('PUT', `/api/icp-onboarding/${ids.acme.id}/${acmeIcp.id}`, staff, {
        id: acmeIcp.id,
        tenantId: ids.acme.id,
        workspaceId: ids.smb.id,
        name: `Name ${n}`,
      });
    }
    const scope = { tenantId: ids.acme.id, entity: 'icp', entityId: acmeIcp.id };
    const whole = (await readAudit(ctx, staff, scope)).page!;
    expect(whole.items).toHaveLength(5);
    expect(whole.nextCursor).toBeNull();
    const seen: AuditEntry[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: Record<string, string> = { ...scope, limit: '2', ...(cursor ? { cursor } : {}) };
      const { page } = await readAudit(ctx, staff, query);
      expect(page!.items.length).toBeLessThanOrEqual(2);
      seen.push(...page!.items);
      cursor = page!.nextCursor;
      pages += 1;
    } while (cursor !== null);
    expect(pages).toBe(3);
    expect(seen).toEqual(whole.items);
    expect(whole.items.map((e) => e.changes[0]?.after)).toEqual([
      'Name 3',
      'Name 2',
      'Name 1',
      'Name 0',
      'Healthcare providers',
    ]);
  });

  test('an entity id without its entity is a 400 that says so', async () => {
    const { response } = await readAudit(ctx, staff, { entityId: ids.acme.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'querystring/entityId needs querystring/entity',
    });
  });

  test('bad queries answer 400', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ cursor: 'not-a-cursor' }, 'INVALID_CURSOR'],
      [{ cursor: Buffer.from('seq:0').toString('base64url') }, 'INVALID_CURSOR'],
      [{ limit: '0' }, 'VALIDATION_FAILED'],
      [{ limit: '201' }, 'VALIDATION_FAILED'],
      [{ limit: 'ten' }, 'VALIDATION_FAILED'],
      [{ entity: 'company' }, 'VALIDATION_FAILED'],
      [{ entityId: acmeIcp.id }, 'VALIDATION_FAILED'],
      [{ since: 'yesterday' }, 'VALIDATION_FAILED'],
    ];
    for (const [query, code] of cases) {
      const { response } = await readAudit(ctx, staff, query);
      expect([query, response.statusCode, response.json().code]).toEqual([query, 400, code]);
    }
  });

  test('the default page is AUDIT_PAGE_DEFAULT entries', async () => {
    for (let n = 0; n < 50; n++) {
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/icp-onboarding/${ids.acme.id}/${acmeIcp.id}`,
        headers: { authorization: `Bearer ${staff}` },
        payload: { id: acmeIcp.id, tenantId: ids.acme.id, workspaceId: ids.smb.id },
      });
    }
    const { page } = await readAudit(ctx, staff, { tenantId: ids.acme.id });
    expect(page!.items).toHaveLength(50);
    expect(page!.nextCursor).toEqual(expect.any(String));
  });

  test('entries cannot be changed or removed through the API', async () => {
    const entry = (await readAudit(ctx, admin, { tenantId: ids.acme.id, limit: '1' })).page!
      .items[0]!;
    for (const method of ['PUT', 'DELETE', 'POST'] as const) {
      for (const url of ['/api/audit', `/api/audit/${entry.id}`]) {
        const response = await send(method, url, admin, {});
        expect([method, url, response.statusCode]).toEqual([
          method,
          url,
          url === '/api/audit' ? 405 : 404,
        ]);
      }
    }
  });

  test('without a token: 401', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/audit' });
    expect(response.statusCode).toBe(401);
  });
});
