import { hashPassword } from '../../src/auth/passwords';
import { bearer, login, loginAs, useTestApp } from '../helpers/app';

/**
 * The throttles' exact numbers as a client sees them: which attempt is refused, the
 * Retry-After seconds counted from the oldest failure that still holds the lock, and the
 * minutes in the message (singular at one).
 */
const WINDOW_MS = 5 * 60_000;
const ctx = useTestApp({
  loginThrottle: {
    ipMax: 1000,
    ipWindowMs: 60_000,
    addressMaxFailures: 3,
    usernameSlowDownAfter: 4,
    passwordMaxFailures: 2,
    failureWindowMs: WINDOW_MS,
  },
});

let address = 0;
const newAddress = () => `198.51.100.${++address}`;
const from = (remoteAddress: string) => ({ remoteAddress });

async function createUser(username: string, password: string) {
  await ctx.repos.users.create({ username, passwordHash: await hashPassword(password) });
}

/** The metrics counter of refusals by rule, as Prometheus reads it. */
async function refusals(rule: string): Promise<number> {
  const text = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
  const match = new RegExp(
    `^portal_login_throttle_hits_total\\{rule="${rule}"\\} (\\d+)$`,
    'm',
  ).exec(text);
  return match ? Number(match[1]) : 0;
}

const signInLocked = (minutes: number) => ({
  statusCode: 429,
  code: 'TOO_MANY_ATTEMPTS',
  message: `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
});

describe('lock per username and address', () => {
  const USER = { username: 'window@example.com', password: 'window-password' };
  beforeAll(() => createUser(USER.username, USER.password));

  test('below the limit a wrong password is still checked; at the limit Retry-After counts from the oldest failure', async () => {
    const client = newAddress();
    const start = ctx.clock.current;
    expect((await login(ctx.app, USER.username, 'wrong', from(client))).statusCode).toBe(401);
    ctx.clock.advance(60_000);
    expect((await login(ctx.app, USER.username, 'wrong', from(client))).statusCode).toBe(401);
    ctx.clock.advance(60_000);
    // Two of three: not locked yet (a right password would pass; a wrong one is a 401).
    expect((await login(ctx.app, USER.username, 'wrong', from(client))).statusCode).toBe(401);

    const before = await refusals('username-address-lock');
    const locked = await login(ctx.app, USER.username, USER.password, from(client));
    expect(locked.statusCode).toBe(429);
    expect(await refusals('username-address-lock')).toBe(before + 1);
    // Unlocks when the first failure (at `start`) leaves the window: 5 - 2 minutes from now.
    expect(locked.headers['retry-after']).toBe('180');
    expect(locked.json()).toEqual(signInLocked(3));

    ctx.clock.current = start + WINDOW_MS - 30_000;
    const almost = await login(ctx.app, USER.username, USER.password, from(client));
    expect(almost.headers['retry-after']).toBe('30');
    expect(almost.json()).toEqual(signInLocked(1));

    // The failure at `start` is exactly one window old: it no longer counts.
    ctx.clock.current = start + WINDOW_MS;
    expect((await login(ctx.app, USER.username, USER.password, from(client))).statusCode).toBe(200);
  });

  test('a success from that address forgets its failures, so the next lock needs all three again', async () => {
    const client = newAddress();
    for (let i = 0; i < 2; i++) await login(ctx.app, USER.username, 'wrong', from(client));
    expect((await login(ctx.app, USER.username, USER.password, from(client))).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      expect((await login(ctx.app, USER.username, 'wrong', from(client))).statusCode).toBe(401);
    }
    expect((await login(ctx.app, USER.username, USER.password, from(client))).statusCode).toBe(200);
  });
});

describe('slow-down per username', () => {
  const USER = { username: 'slowed@example.com', password: 'slowed-password' };
  beforeAll(() => createUser(USER.username, USER.password));

  test('refuses an address that failed once, from the threshold on, until its own failure ages out', async () => {
    const first = newAddress();
    const start = ctx.clock.current;
    expect((await login(ctx.app, USER.username, 'guess', from(first))).statusCode).toBe(401);
    ctx.clock.advance(120_000);
    // Two more addresses: three failures for the username, one below the threshold ...
    for (let i = 0; i < 2; i++) {
      expect((await login(ctx.app, USER.username, 'guess', from(newAddress()))).statusCode).toBe(
        401,
      );
    }
    // ... where an address that has failed may still try: its wrong guess is a 401, not a 429.
    expect((await login(ctx.app, USER.username, 'guess-2', from(first))).statusCode).toBe(401);

    const before = await refusals('username-slow-down');
    const refused = await login(ctx.app, USER.username, USER.password, from(first));
    expect(refused.statusCode).toBe(429);
    expect(await refusals('username-slow-down')).toBe(before + 1);
    // Four failures now: refused until this address's latest failure leaves the window.
    expect(refused.headers['retry-after']).toBe(String(WINDOW_MS / 1000));
    expect(refused.json()).toEqual(signInLocked(5));

    // A clean address is let through to the password check.
    expect(
      (await login(ctx.app, USER.username, USER.password, from(newAddress()))).statusCode,
    ).toBe(200);
    ctx.clock.current = start + 120_000 + WINDOW_MS;
    expect((await login(ctx.app, USER.username, USER.password, from(first))).statusCode).toBe(200);
  });

  test('an address with several failures is refused until its latest one leaves the window', async () => {
    const USER2 = { username: 'slowed-twice@example.com', password: 'slowed-password' };
    await createUser(USER2.username, USER2.password);
    const client = newAddress();
    expect((await login(ctx.app, USER2.username, 'guess', from(client))).statusCode).toBe(401);
    ctx.clock.advance(60_000);
    expect((await login(ctx.app, USER2.username, 'guess', from(client))).statusCode).toBe(401);
    const latest = ctx.clock.current;
    for (let i = 0; i < 2; i++) await login(ctx.app, USER2.username, 'guess', from(newAddress()));
    ctx.clock.advance(60_000);
    const refused = await login(ctx.app, USER2.username, USER2.password, from(client));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(
      String((latest + WINDOW_MS - ctx.clock.current) / 1000),
    );
  });
});

describe('change-password lock per session', () => {
  const USER = { username: 'changer@example.com', password: 'changer-password' };
  beforeAll(() => createUser(USER.username, USER.password));

  const changePassword = (token: string, currentPassword: string, newPassword = 'next-password') =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword, newPassword },
    });

  test('a wrong guess below the limit is forgotten by a success; at the limit Retry-After counts from the oldest', async () => {
    const token = await loginAs(ctx.app, USER.username, USER.password);
    expect((await changePassword(token, 'guess')).statusCode).toBe(400);
    // One of two, then the right password: allowed, and the count starts over.
    const changed = await changePassword(token, USER.password, 'changer-new-password');
    expect(changed.statusCode).toBe(200);
    const session = changed.json<{ token: string }>().token;

    const start = ctx.clock.current;
    expect((await changePassword(session, 'guess')).statusCode).toBe(400);
    ctx.clock.advance(4 * 60_000);
    expect((await changePassword(session, 'guess')).statusCode).toBe(400);
    const before = await refusals('change-password-lock');
    const locked = await changePassword(session, 'changer-new-password');
    expect(locked.statusCode).toBe(429);
    expect(await refusals('change-password-lock')).toBe(before + 1);
    expect(locked.headers['retry-after']).toBe('60');
    expect(locked.json()).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many password attempts. Try again in 1 minute.',
    });
    ctx.clock.current = start + WINDOW_MS;
    expect((await changePassword(session, 'guess')).statusCode).toBe(400);
  });

  test('the session that changed the password keeps its token, and its earlier wrong guess is forgotten', async () => {
    const user = { username: 'keeper@example.com', password: 'keeper-password' };
    await createUser(user.username, user.password);
    const token = await loginAs(ctx.app, user.username, user.password);
    expect((await changePassword(token, 'guess')).statusCode).toBe(400);
    expect((await changePassword(token, user.password, 'keeper-second')).statusCode).toBe(200);
    // The same token: one wrong guess since the success is below the limit of two.
    expect((await changePassword(token, 'guess')).statusCode).toBe(400);
    expect((await changePassword(token, 'keeper-second', 'keeper-third')).statusCode).toBe(200);
  });
});
