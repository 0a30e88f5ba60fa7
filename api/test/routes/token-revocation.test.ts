import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { hashPassword } from '../../src/auth/passwords';
import { bearer, loginAs, testAppConfig, useTestApp } from '../helpers/app';

const ctx = useTestApp();
const USER = { username: 'revoker@example.com', password: 'first-password' };

/** A second API instance on the same database: revocation must hold across instances. */
let other: FastifyInstance;
beforeAll(async () => {
  await ctx.repos.users.create({
    username: USER.username,
    passwordHash: await hashPassword(USER.password),
  });
  other = await buildApp(
    testAppConfig({ metrics: { open: false }, clientEvents: { max: 10, windowMs: 60_000 } }),
    ctx.database.db,
  );
});
afterAll(() => other?.close());

const tenants = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/tenants/', headers: bearer(token) });
const status = async (app: FastifyInstance, token: string) =>
  (await tenants(app, token)).statusCode;

describe('token revocation', () => {
  test('a password change ends every earlier token but the changing session’s, which also gets a fresh one', async () => {
    const changer = await loginAs(ctx.app, USER.username, USER.password);
    const elsewhere = await loginAs(other, USER.username, USER.password);
    expect(await status(ctx.app, changer)).toBe(200);
    expect(await status(other, elsewhere)).toBe(200);

    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(changer),
      payload: { currentPassword: USER.password, newPassword: 'second-password' },
    });
    expect(response.statusCode).toBe(200);
    const fresh = response.json<{ token: string }>().token;

    for (const app of [ctx.app, other]) {
      const refused = await tenants(app, elsewhere);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({
        statusCode: 401,
        code: 'UNAUTHORIZED',
        message: 'Invalid token',
      });
      // The session that changed the password keeps working, with either token.
      expect(await status(app, changer)).toBe(200);
      expect(await status(app, fresh)).toBe(200);
    }

    // A later change from another session ends the first changer's tokens too.
    const later = await loginAs(other, USER.username, 'second-password');
    const again = await other.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(later),
      payload: { currentPassword: 'second-password', newPassword: 'third-password' },
    });
    expect(again.statusCode).toBe(200);
    expect(await status(ctx.app, changer)).toBe(401);
    expect(await status(ctx.app, fresh)).toBe(401);
    expect(await status(ctx.app, later)).toBe(200);
  });

  test('POST /api/auth/logout ends every token of the user, on every instance', async () => {
    const first = await loginAs(ctx.app, USER.username, 'third-password');
    const second = await loginAs(other, USER.username, 'third-password');
    const staff = await loginAs(ctx.app, 'staff@example.com', 'staff12345');

    const response = await other.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(second),
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    for (const app of [ctx.app, other]) {
      expect(await status(app, first)).toBe(401);
      expect(await status(app, second)).toBe(401);
      // Another user's session is untouched.
      expect(await status(app, staff)).toBe(200);
    }
    // Logging out again with the dead token is a 401; signing in again works.
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first) }))
        .statusCode,
    ).toBe(401);
    expect(await status(ctx.app, await loginAs(ctx.app, USER.username, 'third-password'))).toBe(
      200,
    );
  });

  test('logout needs a valid token', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  test('the generation is stored on the user row', async () => {
    const row = await ctx.database.db
      .selectFrom('users')
      .select('token_generation')
      .where('username', '=', USER.username)
      .executeTakeFirstOrThrow();
    // Two password changes and one sign-out.
    expect(Number(row.token_generation)).toBe(3);
  });
});
