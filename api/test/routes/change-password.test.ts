import { hashPassword } from '../../src/auth/passwords';
import type { UsersRepository } from '../../src/repositories/users';
import { bearer, login, loginAs, useTestApp } from '../helpers/app';
import { withReplaced } from '../helpers/replaced';

const ctx = useTestApp();
const USER = { username: 'changer@example.com', password: 'first-password' };
let token: string;

beforeAll(async () => {
  await ctx.repos.users.create({
    username: USER.username,
    passwordHash: await hashPassword(USER.password),
  });
  token = await loginAs(ctx.app, USER.username, USER.password);
});

const changePassword = (payload: unknown, headers = bearer(token)) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/auth/change-password',
    headers,
    payload: payload as object,
  });

describe('PUT /api/auth/change-password', () => {
  test.each([
    [{ newPassword: 'abcdefg' }, 'Current password is required'],
    [{ currentPassword: '', newPassword: 'abcdefg' }, 'Current password is required'],
    [{ currentPassword: USER.password }, 'New password is required'],
    // Blank after trimming counts as missing (spec §5), as in the browser's check.
    [{ currentPassword: USER.password, newPassword: '      ' }, 'New password is required'],
    [
      { currentPassword: USER.password, newPassword: '\t\u00a0\u3000\n\u2003 ' },
      'New password is required',
    ],
    [
      { currentPassword: USER.password, newPassword: 'abc' },
      'New password must be at least 6 characters',
    ],
    [
      { currentPassword: USER.password, newPassword: 'abcde' },
      'New password must be at least 6 characters',
    ],
    [
      { currentPassword: USER.password, newPassword: USER.password },
      'New password must be different from current password',
    ],
    [
      { currentPassword: USER.password, newPassword: 'abcdefg', confirm: 'abcdefg' },
      "Unknown field 'confirm' in body",
    ],
    [{ currentPassword: USER.password, newPassword: 1234567 }, 'body/newPassword must be string'],
  ])('rejects %j: %s', async (payload, message) => {
    const response = await changePassword(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message });
  });

  test('a wrong current password is refused and changes nothing', async () => {
    const before = (await ctx.repos.users.findByUsername(USER.username))!.passwordHash;
    const response = await changePassword({
      currentPassword: 'not-it',
      newPassword: 'second-password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'INVALID_CURRENT_PASSWORD',
      message: 'Current password is incorrect',
    });
    expect((await ctx.repos.users.findByUsername(USER.username))!.passwordHash).toBe(before);
    expect((await login(ctx.app, USER.username, 'second-password')).statusCode).toBe(401);
    expect((await login(ctx.app, USER.username, USER.password)).statusCode).toBe(200);
  });

  test('needs a valid token', async () => {
    const payload = { currentPassword: USER.password, newPassword: 'second-password' };
    const forged = await changePassword(payload, { authorization: 'Bearer not-a-token' });
    const missing = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      payload,
    });
    for (const response of [forged, missing]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  test('stores a new argon2id hash; the old password stops working at once', async () => {
    const response = await changePassword({
      currentPassword: USER.password,
      newPassword: 'second-password',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ token: expect.any(String) });
    token = response.json<{ token: string }>().token;

    const stored = (await ctx.repos.users.findByUsername(USER.username))!.passwordHash;
    const [, variant, , params] = stored.split('$');
    expect(variant).toBe('argon2id');
    const parsed = Object.fromEntries(params!.split(',').map((kv) => kv.split('=')));
    expect(Number(parsed.m)).toBeGreaterThanOrEqual(19456);
    expect(Number(parsed.t)).toBe(2);

    expect((await login(ctx.app, USER.username, USER.password)).statusCode).toBe(401);
    expect((await login(ctx.app, USER.username, 'second-password')).statusCode).toBe(200);
  });

  test('exactly 6 characters is enough, and the fresh token keeps working', async () => {
    const response = await changePassword({
      currentPassword: 'second-password',
      newPassword: 'sixsix',
    });
    expect(response.statusCode).toBe(200);
    expect((await login(ctx.app, USER.username, 'second-password')).statusCode).toBe(401);
    expect((await login(ctx.app, USER.username, 'sixsix')).statusCode).toBe(200);
  });
});

describe('a user deleted while changing the password', () => {
  test('gets 401 "Invalid token" and no token', async () => {
    const gone = { username: 'leaver@example.com', password: 'leaver-password' };
    const user = await ctx.repos.users.create({
      username: gone.username,
      passwordHash: await hashPassword(gone.password),
    });
    const leaverToken = await loginAs(ctx.app, gone.username, gone.password);
    // The current password checked out; then an admin removes the account.
    const deletedBefore =
      (update: UsersRepository['updatePasswordHash']): UsersRepository['updatePasswordHash'] =>
      async (...args) => {
        await ctx.database.db.deleteFrom('users').where('id', '=', user.id).execute();
        return update(...args);
      };
    await withReplaced(ctx.app.repos.users, 'updatePasswordHash', deletedBefore, async () => {
      const response = await changePassword(
        { currentPassword: gone.password, newPassword: 'never-stored' },
        bearer(leaverToken),
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        code: 'UNAUTHORIZED',
        message: 'Invalid token',
      });
    });
  });
});
