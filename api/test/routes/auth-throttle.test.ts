import { hashPassword, verifyPassword } from '../../src/auth/passwords';
import { bearer, login, loginAs, STAFF, useTestApp } from '../helpers/app';

const WINDOW_MS = 5 * 60_000;
const ctx = useTestApp({
  loginThrottle: {
    ipMax: 6,
    ipWindowMs: 60_000,
    usernameMaxFailures: 3,
    usernameWindowMs: WINDOW_MS,
  },
});

/** Each attempt from its own address, so only the per-username rule can trigger. */
let address = 0;
const fromNewAddress = () => ({ remoteAddress: `10.0.0.${++address}` });

describe('login throttling per username', () => {
  test('locks after the allowed failures, even with the right password, then unlocks by itself', async () => {
    for (let i = 0; i < 3; i++) {
      expect(
        (await login(ctx.app, STAFF.username, 'wrong-password', fromNewAddress())).statusCode,
      ).toBe(401);
    }
    const locked = await login(ctx.app, STAFF.username, STAFF.password, fromNewAddress());
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many sign-in attempts. Try again in 5 minutes.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(WINDOW_MS / 1000);

    // Usernames are matched case-insensitively so the lock cannot be sidestepped.
    expect(
      (await login(ctx.app, STAFF.username.toUpperCase(), 'x', fromNewAddress())).statusCode,
    ).toBe(429);

    ctx.clock.advance(WINDOW_MS + 1000);
    expect(
      (await login(ctx.app, STAFF.username, STAFF.password, fromNewAddress())).statusCode,
    ).toBe(200);
  });

  test('a success resets the count', async () => {
    for (let i = 0; i < 2; i++)
      await login(ctx.app, STAFF.username, 'wrong-password', fromNewAddress());
    expect(
      (await login(ctx.app, STAFF.username, STAFF.password, fromNewAddress())).statusCode,
    ).toBe(200);
    for (let i = 0; i < 2; i++) {
      expect(
        (await login(ctx.app, STAFF.username, 'wrong-password', fromNewAddress())).statusCode,
      ).toBe(401);
    }
    expect(
      (await login(ctx.app, STAFF.username, STAFF.password, fromNewAddress())).statusCode,
    ).toBe(200);
  });

  test('unknown usernames are throttled the same way (no hint that they do not exist)', async () => {
    for (let i = 0; i < 3; i++) await login(ctx.app, 'ghost@example.com', 'x', fromNewAddress());
    const response = await login(ctx.app, 'ghost@example.com', 'x', fromNewAddress());
    expect(response.statusCode).toBe(429);
    expect(response.json().code).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe('login throttling per client IP', () => {
  test('refuses the address after its request budget, whatever the username', async () => {
    const remoteAddress = '192.0.2.77';
    for (let i = 0; i < 6; i++) {
      const response = await login(ctx.app, `user${i}@example.com`, 'x', { remoteAddress });
      expect(response.statusCode).toBe(401);
    }
    const limited = await login(ctx.app, STAFF.username, STAFF.password, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many sign-in attempts from this address. Try again in 1 minute.',
    });
    expect(limited.headers['retry-after']).toBeDefined();

    // Another address is unaffected.
    expect(
      (await login(ctx.app, STAFF.username, STAFF.password, fromNewAddress())).statusCode,
    ).toBe(200);
  });
});

describe('wrong current passwords on change-password', () => {
  const USER = { username: 'guessed@example.com', password: 'the-real-one' };
  const changePassword = (token: string, currentPassword: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword, newPassword: 'a-new-password' },
    });

  test('count with failed sign-ins against one budget per username, and the lock lifts', async () => {
    await ctx.repos.users.create({
      username: USER.username,
      passwordHash: await hashPassword(USER.password),
    });
    const token = await loginAs(ctx.app, USER.username, USER.password);
    for (let i = 0; i < 2; i++) {
      expect((await changePassword(token, 'a-guess')).statusCode).toBe(400);
    }
    await login(ctx.app, USER.username, 'another-guess', fromNewAddress());

    // The right current password is refused now, and so is signing in.
    const locked = await changePassword(token, USER.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many password attempts. Try again in 5 minutes.',
    });
    expect((await login(ctx.app, USER.username, USER.password, fromNewAddress())).statusCode).toBe(
      429,
    );
    // Nothing was changed while locked.
    const stored = await ctx.repos.users.findByUsername(USER.username);
    expect(await verifyPassword(stored!.passwordHash, USER.password)).toBe(true);

    ctx.clock.advance(WINDOW_MS + 1000);
    expect((await changePassword(token, USER.password)).statusCode).toBe(204);
    expect(
      (await login(ctx.app, USER.username, 'a-new-password', fromNewAddress())).statusCode,
    ).toBe(200);
  });
});
