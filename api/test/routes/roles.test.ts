import { randomUUID } from 'node:crypto';
import type { Role } from '@portal/contract';
import { buildApp } from '../../src/app';
import { setRole } from '../../src/admin-commands';
import {
  ADMIN,
  bearer,
  login,
  loginAs,
  REVIEWER,
  STAFF,
  testAppConfig,
  useTestApp,
  VIEWER,
} from '../helpers/app';
import { seededIds } from '../helpers/seeded';

const ctx = useTestApp();

type Operation = { method: string; template: string; path: string };

/** Every signed-in operation the API documents, with its path filled in. */
async function signedInOperations(): Promise<Operation[]> {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { security?: unknown }>>;
  }>();
  const { acme, enterpriseSales } = await seededIds(ctx.repos);
  const values: Record<string, string> = {
    tenantId: acme.id,
    workspaceId: enterpriseSales.id,
    promptType: 'ICP',
    kind: 'icp',
    version: '1.0',
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op.security)
      .map(([method]) => ({
        method: method.toUpperCase(),
        template: path,
        path: path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? randomUUID()),
      })),
  );
}

/** What only admins may do, reads included, by the OpenAPI document's operation names. */
const ADMIN_ONLY = new Set([
  // Older than roles, with refusals of their own.
  'PUT /api/tenants/{tenantId}/prompt-overrides/{promptType}',
  'DELETE /api/tenants/{tenantId}/prompt-overrides/{promptType}',
  'DELETE /api/tenants/{tenantId}/workspaces/{workspaceId}/trash/{kind}/{id}',
  // Tenants and workspaces (issue 34 §2).
  'POST /api/tenants/',
  'PUT /api/tenants/{tenantId}',
  'POST /api/tenants/{tenantId}/archive',
  'POST /api/tenants/{tenantId}/unarchive',
  'GET /api/tenants/{tenantId}/members',
  'PUT /api/tenants/{tenantId}/members/{userId}',
  'DELETE /api/tenants/{tenantId}/members/{userId}',
  'POST /api/workspaces/',
  'PUT /api/workspaces/{workspaceId}',
  'POST /api/workspaces/{workspaceId}/archive',
  'POST /api/workspaces/{workspaceId}/unarchive',
]);
/** Accounts (issue 34 §3) and webhooks (issue 35 §5): every route of the family, reads included. */
const isAdminOnly = (op: Operation) =>
  ADMIN_ONLY.has(`${op.method} ${op.template}`) ||
  /^\/api\/(users|webhooks)(\/|$)/.test(op.template);
/** What releasers (and admins) may do beyond editors: review, release, roll back (issue 35). */
const RELEASE_ONLY = new Set([
  'POST /api/release-requests/{requestId}/approve',
  'POST /api/release-requests/{requestId}/reject',
  'POST /api/release-requests/{requestId}/release',
  'POST /api/prompts/releases/{releaseId}/rollback',
]);
const isReleaseOnly = (op: Operation) => RELEASE_ONLY.has(`${op.method} ${op.template}`);
/** Routes every role may call though they are not GETs: their own session, a preview. */
const READS_BY_POST = ['/api/prompts/render', '/api/auth/change-password', '/api/auth/logout'];
const isRead = (op: Operation) =>
  !isAdminOnly(op) && (op.method === 'GET' || READS_BY_POST.includes(op.path));

async function sweep(token: string, ops: Operation[]) {
  const answers = [];
  for (const op of ops) {
    // Logout would end the session the sweep runs on; it is checked on its own below.
    if (op.path === '/api/auth/logout') continue;
    const response = await ctx.app.inject({
      method: op.method as 'GET',
      url: op.path,
      headers: bearer(token),
      // An override's shape is checked before its admin-only rule: send one that passes.
      ...(op.method === 'PUT' && /prompt-overrides/.test(op.path)
        ? { payload: { promptContent: 'Swept.' } }
        : {}),
    });
    const body = response.body ? response.json() : null;
    answers.push({ ...op, status: response.statusCode, body });
  }
  return answers;
}

describe('roles, enforced on every signed-in route', () => {
  test('the login answer, the token and GET /api/auth/me carry the role', async () => {
    const cases: [typeof STAFF, Role, boolean][] = [
      [VIEWER, 'viewer', false],
      [STAFF, 'editor', false],
      [REVIEWER, 'releaser', false],
      [ADMIN, 'admin', true],
    ];
    for (const [user, role, isAdmin] of cases) {
      const answer = (await login(ctx.app, user.username, user.password)).json();
      expect(answer).toMatchObject({ username: user.username, role, isAdmin });
      const claims = JSON.parse(Buffer.from(answer.token.split('.')[1], 'base64url').toString());
      expect(claims).toMatchObject({ role, isAdmin });
      const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(answer.token) });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({ id: answer.id, username: user.username, role, isAdmin });
    }
  });

  test('a viewer reads every route and is refused every change, naming the right', async () => {
    const ops = await signedInOperations();
    const token = await loginAs(ctx.app, VIEWER.username, VIEWER.password);
    const answers = await sweep(token, ops);
    const changes = answers.filter((answer) => !isRead(answer));
    expect(changes.length).toBeGreaterThan(20);
    for (const answer of changes) {
      expect({ ...answer, body: answer.body.code }).toEqual({ ...answer, body: 'FORBIDDEN' });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toMatch(
        /^Viewers cannot (change|release|administer) [A-Za-z ]+$/,
      );
    }
    for (const answer of answers.filter(isRead)) {
      expect({ ...answer, status: answer.status === 403 }).toEqual({ ...answer, status: false });
    }
  });

  test("the refusal names the family: 'Viewers cannot change ICPs'", async () => {
    const token = await loginAs(ctx.app, VIEWER.username, VIEWER.password);
    const { acme, enterpriseSales } = await seededIds(ctx.repos);
    const cases: [string, string, string][] = [
      ['POST', '/api/icp-onboarding', 'Viewers cannot change ICPs'],
      ['POST', '/api/usp-onboarding', 'Viewers cannot change USPs'],
      ['POST', '/api/prompts/', 'Viewers cannot change instructions'],
      ['POST', '/api/prompts/test-cases', 'Viewers cannot change test cases'],
      [
        'POST',
        `/api/tenants/${acme.id}/workspaces/${enterpriseSales.id}/import`,
        'Viewers cannot change ICPs and USPs',
      ],
    ];
    for (const [method, url, message] of cases) {
      const response = await ctx.app.inject({
        method: method as 'POST',
        url,
        headers: bearer(token),
        payload: { name: 'Refused' },
      });
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 403,
        body: expect.objectContaining({ code: 'FORBIDDEN', message }),
      });
    }
    // Nothing was written.
    expect(
      (await ctx.repos.icps.listByWorkspace(acme.id, enterpriseSales.id)).map((icp) => icp.name),
    ).not.toContain('Refused');
  });

  test.each([
    ['an editor', STAFF, (op: Operation) => isAdminOnly(op) || isReleaseOnly(op)],
    ['a releaser', REVIEWER, isAdminOnly],
  ])('%s is refused only what its role lacks', async (_role, user, lacks) => {
    const ops = await signedInOperations();
    const token = await loginAs(ctx.app, user.username, user.password);
    const refused = (await sweep(token, ops)).filter((answer) => answer.status === 403);
    expect(refused.map(({ method, path }) => ({ method, path }))).toEqual(
      ops.filter(lacks).map(({ method, path }) => ({ method, path })),
    );
    expect(ops.filter(isReleaseOnly)).toHaveLength(RELEASE_ONLY.size);
  });

  test('an admin is refused nothing', async () => {
    const ops = await signedInOperations();
    const token = await loginAs(ctx.app, ADMIN.username, ADMIN.password);
    const refused = (await sweep(token, ops)).filter((answer) => answer.status === 403);
    expect(refused).toEqual([]);
  });

  test("a token's own role claim counts for nothing: the stored role decides", async () => {
    const token = await loginAs(ctx.app, VIEWER.username, VIEWER.password);
    // Re-sign the viewer's claims as an admin's: the signature would hold with the secret.
    const claims = ctx.app.jwt.decode<Record<string, unknown>>(token)!;
    const forged = ctx.app.jwt.sign({
      sub: claims.sub as string,
      username: claims.username as string,
      role: 'admin',
      isAdmin: true,
      gen: claims.gen as number,
      jti: claims.jti as string,
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/prompts/',
      headers: bearer(forged),
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(forged) });
    expect(me.json()).toMatchObject({ role: 'viewer', isAdmin: false });
  });

  test('every role signs out and changes its own password', async () => {
    const token = await loginAs(ctx.app, VIEWER.username, VIEWER.password);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: VIEWER.password, newPassword: 'viewer-new-1' },
    });
    expect(changed.statusCode).toBe(200);
    const back = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(changed.json().token),
      payload: { currentPassword: 'viewer-new-1', newPassword: VIEWER.password },
    });
    expect(back.statusCode).toBe(200);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(back.json().token),
    });
    expect(out.statusCode).toBe(204);
  });
});

describe('a role change', () => {
  test('holds from the next request on, on every instance sharing the database', async () => {
    // A second API instance on the same database, as behind a load balancer.
    const second = await buildApp(testAppConfig(), ctx.database.db);
    try {
      const token = await loginAs(ctx.app, STAFF.username, STAFF.password);
      const create = (app: typeof second, description: string) =>
        app.inject({
          method: 'POST',
          url: '/api/prompts/',
          headers: bearer(token),
          payload: { version: '1.0', description, promptType: 'ICP', promptContent: 'Roles.' },
        });
      expect((await create(second, 'Before the change')).statusCode).toBe(201);

      await setRole(ctx.database.db, { user: STAFF.username, role: 'viewer' });
      for (const app of [ctx.app, second]) {
        const refused = await create(app, 'After the change');
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe('Viewers cannot change instructions');
      }

      await setRole(ctx.database.db, { user: STAFF.username, role: 'editor' });
      expect((await create(second, 'Editor again')).statusCode).toBe(201);
    } finally {
      await second.close();
    }
  });

  test('is audited with the role before and after', async () => {
    const viewer = await ctx.repos.users.findByUsername(VIEWER.username);
    const admin = await ctx.repos.users.findByUsername(ADMIN.username);
    expect(
      await ctx.repos.users.setRole(viewer!.id, 'editor', {
        id: admin!.id,
        username: ADMIN.username,
      }),
    ).toEqual({ before: 'viewer', after: 'editor' });
    const entry = await ctx.database.db
      .selectFrom('audit_entries')
      .select(['action', 'entity', 'entity_id', 'username', 'changes'])
      .where('entity_id', '=', viewer!.id)
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect({ ...entry, changes: JSON.parse(entry.changes as string) }).toEqual({
      action: 'update',
      entity: 'user',
      entity_id: viewer!.id,
      username: ADMIN.username,
      changes: [{ field: 'role', before: 'viewer', after: 'editor' }],
    });
    await ctx.repos.users.setRole(viewer!.id, 'viewer', null);
  });

  test('never leaves the portal without an admin', async () => {
    await expect(
      setRole(ctx.database.db, { user: ADMIN.username, role: 'editor' }),
    ).rejects.toThrow('admin@example.com is the last admin; make another admin first');
    expect((await ctx.repos.users.findByUsername(ADMIN.username))?.role).toBe('admin');

    // With a second admin, either may step down, but not both: the last one stays.
    await setRole(ctx.database.db, { user: REVIEWER.username, role: 'admin' });
    const admin = await ctx.repos.users.findByUsername(ADMIN.username);
    const reviewer = await ctx.repos.users.findByUsername(REVIEWER.username);
    const outcomes = await Promise.all([
      ctx.repos.users.setRole(admin!.id, 'editor', null),
      ctx.repos.users.setRole(reviewer!.id, 'editor', null),
    ]);
    expect(outcomes.filter((outcome) => outcome === 'last-admin')).toHaveLength(1);
    const admins = await ctx.database.db
      .selectFrom('users')
      .select('username')
      .where('role', '=', 'admin')
      .execute();
    expect(admins).toHaveLength(1);
    // Back to the seeded roles for the other tests of this file.
    await setRole(ctx.database.db, { user: ADMIN.username, role: 'admin' });
    await setRole(ctx.database.db, { user: REVIEWER.username, role: 'releaser' });
    await setRole(ctx.database.db, { user: STAFF.username, role: 'editor' });
  });

  test('the CLI refuses a role that does not exist', async () => {
    await expect(setRole(ctx.database.db, { user: STAFF.username, role: 'owner' })).rejects.toThrow(
      '--role must be one of viewer, editor, releaser, admin',
    );
  });
});
