import { randomUUID } from 'node:crypto';
import type { Account, AccountWithPassword } from '@portal/contract';
import { NEXT_CURSOR_HEADER } from '@portal/contract/limits';
import { ADMIN, bearer, loginAs, REVIEWER, STAFF, useTestApp, VIEWER } from '../helpers/app';
import { countAuditRows } from '../helpers/audit';
import { sender } from '../helpers/onboarding';
import { seededIds } from '../helpers/seeded';

const ctx = useTestApp();
const send = sender(ctx);
let admin: string;

beforeAll(async () => {
  admin = await loginAs(ctx.app, ADMIN.username, ADMIN.password);
});

const idOf = async (username: string) => (await ctx.repos.users.findByUsername(username))!.id;

async function createAccount(username: string, role = 'viewer', tenantIds: string[] = []) {
  const response = await send('POST', '/api/users', admin, { username, role, tenantIds });
  expect(response.statusCode).toBe(201);
  return response.json<AccountWithPassword>();
}

/** The user entries of the audit trail about `id`, oldest first. */
const auditOf = async (id: string) =>
  (
    await ctx.database.db
      .selectFrom('audit_entries')
      .select(['action', 'username', 'changes'])
      .where('entity', '=', 'user')
      .where('entity_id', '=', id)
      .orderBy('seq')
      .execute()
  ).map((entry) => ({ ...entry, changes: JSON.parse(entry.changes as string) }));

describe('the accounts routes answer admins only', () => {
  /** Every route of the family; ids of an existing account and of none answer alike. */
  const routes = async (): Promise<[string, string, object?][]> => {
    const someone = await idOf(VIEWER.username);
    return [
      ['GET', '/api/users'],
      ['GET', '/api/users?search=acme&limit=1'],
      ['POST', '/api/users', { username: 'refused@example.com', role: 'admin', tenantIds: [] }],
      ['PUT', `/api/users/${someone}/role`, { role: 'admin' }],
      ['PUT', `/api/users/${randomUUID()}/role`, { role: 'admin' }],
      ['POST', `/api/users/${someone}/reset-password`],
      ['POST', `/api/users/${someone}/disable`],
      ['POST', `/api/users/${randomUUID()}/enable`],
    ];
  };

  test.each([
    ['Viewers', VIEWER],
    ['Editors', STAFF],
    ['Releasers', REVIEWER],
  ])('%s: 403 on every route, naming the right, nothing written', async (plural, user) => {
    const token = await loginAs(ctx.app, user.username, user.password);
    const before = await countAuditRows(ctx.database.db);
    for (const [method, url, payload] of await routes()) {
      const response = await send(method as 'GET', url, token, payload);
      expect({ method, url, status: response.statusCode, body: response.json() }).toEqual({
        method,
        url,
        status: 403,
        body: {
          statusCode: 403,
          code: 'FORBIDDEN',
          message: `${plural} cannot administer accounts`,
        },
      });
    }
    // HEAD, which Fastify answers for every GET, is refused alike (no body).
    const head = await ctx.app.inject({
      method: 'HEAD',
      url: '/api/users',
      headers: bearer(token),
    });
    expect(head.statusCode).toBe(403);
    expect(await countAuditRows(ctx.database.db)).toBe(before);
    expect(await ctx.repos.users.findByUsername('refused@example.com')).toBeUndefined();
  });
});

describe('GET /api/users', () => {
  test('lists every account with its role, tenants, last sign-in and state', async () => {
    const response = await send('GET', '/api/users', admin);
    expect(response.statusCode).toBe(200);
    const accounts = response.json<Account[]>();
    const { acme } = await seededIds(ctx.repos);
    expect(accounts.map((account) => account.username)).toEqual([
      'admin@example.com',
      'reviewer@example.com',
      'staff@example.com',
      'viewer@example.com',
    ]);
    expect(accounts[0]).toEqual({
      id: await idOf(ADMIN.username),
      username: ADMIN.username,
      role: 'admin',
      tenants: [],
      lastSignInAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      disabled: false,
      mustChangePassword: false,
    });
    expect(accounts[2]).toMatchObject({
      username: STAFF.username,
      role: 'editor',
      tenants: [{ id: acme.id, name: 'Acme Corp' }],
    });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const again = await ctx.app.inject({
      url: '/api/users',
      headers: { authorization: `Bearer ${admin}`, 'if-none-match': response.headers.etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  test('searches usernames in any case, sorts and orders', async () => {
    const names = async (query: string) =>
      (await send('GET', `/api/users?${query}`, admin))
        .json<Account[]>()
        .map((account) => account.username);
    expect(await names('search=EXAMPLE.com&sort=username&order=desc')).toEqual([
      'viewer@example.com',
      'staff@example.com',
      'reviewer@example.com',
      'admin@example.com',
    ]);
    expect(await names('search=STAFF')).toEqual(['staff@example.com']);
    // LIKE's wildcards are searched as themselves.
    expect(await names('search=%25')).toEqual([]);
    expect(await names('search=_')).toEqual([]);
    expect(await names('sort=role')).toEqual([
      'viewer@example.com',
      'staff@example.com',
      'reviewer@example.com',
      'admin@example.com',
    ]);
    expect(await names('sort=role&order=desc')).toEqual([
      'admin@example.com',
      'reviewer@example.com',
      'staff@example.com',
      'viewer@example.com',
    ]);
  });

  test('pages through any sort with opaque cursors; a cursor holds only for its own sort', async () => {
    for (const name of ['page-a@example.com', 'page-b@example.com', 'page-c@example.com']) {
      await createAccount(name);
    }
    // Sign-ins in a known order; the other new accounts never signed in (last either way).
    await loginAs(ctx.app, STAFF.username, STAFF.password);
    await loginAs(ctx.app, VIEWER.username, VIEWER.password);
    for (const query of ['sort=username', 'sort=role&order=desc', 'sort=lastSignInAt&order=desc']) {
      const whole = (await send('GET', `/api/users?${query}`, admin))
        .json<Account[]>()
        .map((account) => account.username);
      const paged: string[] = [];
      let cursor: string | undefined;
      do {
        const url = `/api/users?${query}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
        const response = await send('GET', url, admin);
        expect(response.statusCode).toBe(200);
        const page = response.json<Account[]>();
        expect(page.length).toBeLessThanOrEqual(2);
        paged.push(...page.map((account) => account.username));
        cursor = response.headers[NEXT_CURSOR_HEADER] as string | undefined;
      } while (cursor);
      expect({ query, paged }).toEqual({ query, paged: whole });
      expect(whole).toHaveLength(7);
    }
    const byTime = (await send('GET', '/api/users?sort=lastSignInAt&order=desc', admin))
      .json<Account[]>()
      .map((account) => account.username);
    expect(byTime.slice(0, 2)).toEqual([VIEWER.username, STAFF.username]);
    expect(byTime.slice(-3)).toEqual([
      'page-a@example.com',
      'page-b@example.com',
      'page-c@example.com',
    ]);

    const first = await send('GET', '/api/users?sort=role&limit=2', admin);
    const cursorOfRole = first.headers[NEXT_CURSOR_HEADER] as string;
    for (const url of [
      `/api/users?sort=username&limit=2&cursor=${cursorOfRole}`,
      `/api/users?sort=role&order=desc&limit=2&cursor=${cursorOfRole}`,
      '/api/users?limit=2&cursor=bm90LWEtY3Vyc29y',
      `/api/users?limit=2&cursor=${Buffer.from('["username","asc",1,"x"]').toString('base64url')}`,
    ]) {
      const response = await send('GET', url, admin);
      expect({ url, status: response.statusCode, code: response.json().code }).toEqual({
        url,
        status: 400,
        code: 'INVALID_CURSOR',
      });
    }
  });
});

describe('POST /api/users', () => {
  test('creates the account with its tenants and a strong one-time password, shown once', async () => {
    const { acme, globex } = await seededIds(ctx.repos);
    const response = await send('POST', '/api/users', admin, {
      username: '  New.Hire@Example.com ',
      role: 'editor',
      tenantIds: [globex.id, acme.id, acme.id],
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { account, oneTimePassword } = response.json<AccountWithPassword>();
    expect(account).toEqual({
      id: expect.any(String),
      username: 'new.hire@example.com',
      role: 'editor',
      tenants: [
        { id: acme.id, name: 'Acme Corp' },
        { id: globex.id, name: 'Globex' },
      ],
      lastSignInAt: null,
      disabled: false,
      mustChangePassword: true,
    });
    expect(oneTimePassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const other = await createAccount('another.hire@example.com');
    expect(other.oneTimePassword).not.toBe(oneTimePassword);

    // Audited by field names; the password's value is nowhere in the trail.
    const entries = await auditOf(account.id);
    expect(entries).toEqual([
      {
        action: 'create',
        username: ADMIN.username,
        changes: [
          { field: 'username', after: 'new.hire@example.com' },
          { field: 'role', after: 'editor' },
          { field: 'tenants', after: 'Acme Corp, Globex' },
          { field: 'password' },
        ],
      },
    ]);
    expect(JSON.stringify(entries)).not.toContain(oneTimePassword);
  });

  test('409 USERNAME_IN_USE for a taken username in any spelling; nothing written', async () => {
    const before = await countAuditRows(ctx.database.db);
    const response = await send('POST', '/api/users', admin, {
      username: 'STAFF@example.com',
      role: 'viewer',
      tenantIds: [],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'USERNAME_IN_USE',
      message: 'staff@example.com already has an account',
    });
    expect(await countAuditRows(ctx.database.db)).toBe(before);
  });

  test('404 for a tenant id that names no tenant; nothing written', async () => {
    const { acme } = await seededIds(ctx.repos);
    const response = await send('POST', '/api/users', admin, {
      username: 'orphan@example.com',
      role: 'viewer',
      tenantIds: [acme.id, randomUUID()],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Tenant not found' });
    expect(await ctx.repos.users.findByUsername('orphan@example.com')).toBeUndefined();
  });

  test.each([
    [{ username: '   ', role: 'viewer', tenantIds: [] }, 'Username is required'],
    [{ role: 'viewer', tenantIds: [] }, 'username is required'],
    [{ username: 'x@example.com', role: 'owner', tenantIds: [] }, 'role must be one of'],
    [{ username: 'x@example.com', role: 'viewer' }, 'tenantIds is required'],
    [{ username: 'x@example.com', role: 'viewer', tenantIds: [], password: 'x' }, "'password'"],
  ])('400 for %j', async (payload, message) => {
    const response = await send('POST', '/api/users', admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().message).toContain(message);
  });
});

describe('PUT /api/users/{userId}/role', () => {
  test('changes the role, audited, and answers the account', async () => {
    const { account } = await createAccount('promoted@example.com', 'viewer');
    const response = await send('PUT', `/api/users/${account.id}/role`, admin, {
      role: 'releaser',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...account, role: 'releaser' });
    expect((await auditOf(account.id)).at(-1)).toEqual({
      action: 'update',
      username: ADMIN.username,
      changes: [{ field: 'role', before: 'viewer', after: 'releaser' }],
    });
  });

  test('409 LAST_ADMIN when it would leave no enabled admin; 404 for no account', async () => {
    const adminId = await idOf(ADMIN.username);
    const response = await send('PUT', `/api/users/${adminId}/role`, admin, { role: 'editor' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'LAST_ADMIN',
      message: 'admin@example.com is the last admin; make another admin first',
    });
    const missing = await send('PUT', `/api/users/${randomUUID()}/role`, admin, { role: 'viewer' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Account not found' });
  });
});
