import type { AccountWithPassword } from '@portal/contract';
import { buildApp } from '../../src/app';
import { setDisabled } from '../../src/admin-commands';
import { ADMIN, login, loginAs, REVIEWER, testAppConfig, useTestApp } from '../helpers/app';
import { sender } from '../helpers/onboarding';
import { seededIds } from '../helpers/seeded';

/** One-time passwords and disabled accounts (issue 34 §3): what the account itself meets. */
const ctx = useTestApp();
const send = sender(ctx);
let admin: string;

beforeAll(async () => {
  admin = await loginAs(ctx.app, ADMIN.username, ADMIN.password);
});

async function createAccount(username: string, role = 'editor') {
  const { acme } = await seededIds(ctx.repos);
  const response = await send('POST', '/api/users', admin, {
    username,
    role,
    tenantIds: [acme.id],
  });
  expect(response.statusCode).toBe(201);
  return response.json<AccountWithPassword>();
}

const changePassword = (token: string, currentPassword: string, newPassword: string) =>
  send('PUT', '/api/auth/change-password', token, { currentPassword, newPassword });

const REQUIRED = {
  statusCode: 403,
  code: 'PASSWORD_CHANGE_REQUIRED',
  message: 'Change your one-time password first',
};

describe('a one-time password', () => {
  test('signs in, must be changed before anything else, then everything works', async () => {
    const { account, oneTimePassword } = await createAccount('first.day@example.com');
    const signIn = await login(ctx.app, account.username, oneTimePassword);
    expect(signIn.statusCode).toBe(200);
    const answer = signIn.json();
    expect(answer).toEqual({
      token: expect.any(String),
      id: account.id,
      username: account.username,
      role: 'editor',
      isAdmin: false,
      mustChangePassword: true,
    });
    const me = await send('GET', '/api/auth/me', answer.token);
    expect(me.json()).toMatchObject({ mustChangePassword: true });

    const { acme, enterpriseSales } = await seededIds(ctx.repos);
    for (const [method, url] of [
      ['GET', '/api/tenants/'],
      ['GET', `/api/icp-onboarding/${acme.id}/workspace/${enterpriseSales.id}`],
      ['POST', '/api/icp-onboarding'],
      ['GET', '/api/prompts/'],
      ['GET', '/api/audit'],
    ] as const) {
      const refused = await send(method, url, answer.token, method === 'POST' ? {} : undefined);
      expect({ url, status: refused.statusCode, body: refused.json() }).toEqual({
        url,
        status: 403,
        body: REQUIRED,
      });
    }

    const changed = await changePassword(answer.token, oneTimePassword, 'my-own-password');
    expect(changed.statusCode).toBe(200);
    const token = changed.json().token;
    expect((await send('GET', '/api/tenants/', token)).statusCode).toBe(200);
    expect((await send('GET', '/api/auth/me', token)).json()).not.toHaveProperty(
      'mustChangePassword',
    );
    const again = await login(ctx.app, account.username, 'my-own-password');
    expect(again.json()).not.toHaveProperty('mustChangePassword');
    expect((await ctx.repos.accounts.find(account.id))?.mustChangePassword).toBe(false);
  });

  test('a reset gives a new one, ends every session, and is audited by name only', async () => {
    const { account, oneTimePassword } = await createAccount('forgetful@example.com');
    const first = await loginAs(ctx.app, account.username, oneTimePassword);
    const token = (await changePassword(first, oneTimePassword, 'forgotten-1')).json().token;
    expect((await send('GET', '/api/tenants/', token)).statusCode).toBe(200);

    const reset = await send('POST', `/api/users/${account.id}/reset-password`, admin);
    expect(reset.statusCode).toBe(200);
    expect(reset.headers['cache-control']).toBe('no-store');
    const fresh = reset.json<AccountWithPassword>();
    expect(fresh.account).toMatchObject({ id: account.id, mustChangePassword: true });
    expect(fresh.oneTimePassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(fresh.oneTimePassword).not.toBe(oneTimePassword);

    expect((await send('GET', '/api/auth/me', token)).statusCode).toBe(401);
    expect((await login(ctx.app, account.username, 'forgotten-1')).statusCode).toBe(401);
    const signIn = (await login(ctx.app, account.username, fresh.oneTimePassword)).json();
    expect(signIn.mustChangePassword).toBe(true);
    expect((await send('GET', '/api/tenants/', signIn.token)).json()).toEqual(REQUIRED);

    const entries = await ctx.database.db
      .selectFrom('audit_entries')
      .select(['action', 'username', 'changes'])
      .where('entity_id', '=', account.id)
      .orderBy('seq')
      .execute();
    expect(entries.map((entry) => [entry.action, entry.username])).toEqual([
      ['create', ADMIN.username],
      ['change-password', account.username],
      ['update', ADMIN.username],
    ]);
    expect(JSON.parse(entries[2]!.changes as string)).toEqual([{ field: 'password' }]);
    expect(JSON.stringify(entries)).not.toContain(fresh.oneTimePassword);
    expect(JSON.stringify(entries)).not.toContain('forgotten-1');
  });
});

describe('a disabled account', () => {
  test('is refused at once on every instance, and signs in as a wrong password would', async () => {
    const { account, oneTimePassword } = await createAccount('leaver@example.com');
    const first = await loginAs(ctx.app, account.username, oneTimePassword);
    const token = (await changePassword(first, oneTimePassword, 'leaver-pass')).json().token;
    // A second API instance on the same database, as behind a load balancer.
    const second = await buildApp(testAppConfig(), ctx.database.db);
    try {
      expect((await second.inject({ url: '/api/tenants/', headers: auth(token) })).statusCode).toBe(
        200,
      );
      const disabled = await send('POST', `/api/users/${account.id}/disable`, admin);
      expect(disabled.statusCode).toBe(200);
      expect(disabled.json()).toMatchObject({ id: account.id, disabled: true });

      for (const app of [ctx.app, second]) {
        const refused = await app.inject({ url: '/api/tenants/', headers: auth(token) });
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toEqual({
          statusCode: 401,
          code: 'UNAUTHORIZED',
          message: 'Invalid token',
        });
      }
      const rightPassword = await login(second, account.username, 'leaver-pass');
      const wrongPassword = await login(second, account.username, 'not-the-password');
      expect(rightPassword.statusCode).toBe(401);
      expect(rightPassword.json()).toEqual(wrongPassword.json());
      expect(rightPassword.json()).toEqual({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid username or password',
      });

      // Enabled again, it signs in; the sessions it had stay ended.
      const enabled = await send('POST', `/api/users/${account.id}/enable`, admin);
      expect(enabled.json()).toMatchObject({ disabled: false });
      expect((await second.inject({ url: '/api/auth/me', headers: auth(token) })).statusCode).toBe(
        401,
      );
      expect((await login(second, account.username, 'leaver-pass')).statusCode).toBe(200);
    } finally {
      await second.close();
    }
    const changes = await ctx.database.db
      .selectFrom('audit_entries')
      .select(['changes'])
      .where('entity_id', '=', account.id)
      .where('action', '=', 'update')
      .orderBy('seq')
      .execute();
    expect(changes.map((entry) => JSON.parse(entry.changes as string))).toEqual([
      [{ field: 'disabled', before: false, after: true }],
      [{ field: 'disabled', before: true, after: false }],
    ]);
  });

  test('the last enabled admin stays enabled and an admin; nobody disables themselves', async () => {
    const adminId = (await ctx.repos.users.findByUsername(ADMIN.username))!.id;
    const self = await send('POST', `/api/users/${adminId}/disable`, admin);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: 'CANNOT_DISABLE_SELF' });

    // A second admin, disabled: it counts for nothing.
    const { account: other, oneTimePassword } = await createAccount('deputy@example.com', 'admin');
    expect((await send('POST', `/api/users/${other.id}/disable`, admin)).statusCode).toBe(200);
    const demote = await send('PUT', `/api/users/${adminId}/role`, admin, { role: 'editor' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ code: 'LAST_ADMIN' });

    // Enabled, the deputy may disable the other admin (whose sessions end) and enable it again.
    await send('POST', `/api/users/${other.id}/enable`, admin);
    const first = await loginAs(ctx.app, other.username, oneTimePassword);
    const deputy = (await changePassword(first, oneTimePassword, 'deputy-pass')).json().token;
    expect((await send('POST', `/api/users/${adminId}/disable`, deputy)).statusCode).toBe(200);
    expect((await send('GET', '/api/auth/me', admin)).statusCode).toBe(401);
    expect((await send('POST', `/api/users/${adminId}/enable`, deputy)).statusCode).toBe(200);
    admin = await loginAs(ctx.app, ADMIN.username, ADMIN.password);

    // With the deputy a viewer again, the admin is the last one: through the CLI as the API.
    const stepDown = await send('PUT', `/api/users/${other.id}/role`, admin, { role: 'viewer' });
    expect(stepDown.statusCode).toBe(200);
    const refused = await setDisabled(ctx.database.db, {
      user: ADMIN.username,
      disabled: true,
    }).then(
      () => 'disabled',
      (error: Error) => error.message,
    );
    expect(refused).toBe('admin@example.com is the last admin; make another admin first');
    const response = await send('POST', `/api/users/${adminId}/disable`, admin);
    expect(response.statusCode).toBe(409);
    expect((await send('GET', '/api/auth/me', admin)).statusCode).toBe(200);
  });

  test('two admins disabling (or demoting) each other at once leave one', async () => {
    const { account: deputy } = await createAccount('twin@example.com', 'admin');
    const adminId = (await ctx.repos.users.findByUsername(ADMIN.username))!.id;
    const { accounts, users } = ctx.repos;
    for (const second of [
      () => accounts.setDisabled(deputy.id, true, null),
      () => users.setRole(deputy.id, 'editor', null),
    ]) {
      const outcomes = await Promise.all([accounts.setDisabled(adminId, true, null), second()]);
      expect(outcomes.filter((outcome) => outcome === 'last-admin')).toHaveLength(1);
      const enabledAdmins = await ctx.database.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .where('disabled_at', 'is', null)
        .execute();
      expect(enabledAdmins).toHaveLength(1);
      // Back to two enabled admins.
      await accounts.setDisabled(adminId, false, null);
      await accounts.setDisabled(deputy.id, false, null);
      await users.setRole(deputy.id, 'admin', null);
    }
    await users.setRole(deputy.id, 'viewer', null);
    admin = await loginAs(ctx.app, ADMIN.username, ADMIN.password);
  });

  test('the CLI disables and enables accounts', async () => {
    await setDisabled(ctx.database.db, { user: REVIEWER.username, disabled: true });
    expect((await login(ctx.app, REVIEWER.username, REVIEWER.password)).statusCode).toBe(401);
    await setDisabled(ctx.database.db, { user: REVIEWER.username, disabled: false });
    expect((await login(ctx.app, REVIEWER.username, REVIEWER.password)).statusCode).toBe(200);
  });
});

describe('a sign-in', () => {
  test('is recorded as the last one', async () => {
    const before = Date.now();
    const id = (await login(ctx.app, REVIEWER.username, REVIEWER.password)).json().id;
    const at = (await ctx.repos.accounts.find(id))!.lastSignInAt!;
    expect(Date.parse(at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(at)).toBeLessThanOrEqual(Date.now());
  });
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
