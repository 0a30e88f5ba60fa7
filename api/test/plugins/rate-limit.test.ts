import { login, useTestApp } from '../helpers/app';
import { withReplaced } from '../helpers/replaced';

/**
 * The per-address limits (@fastify/rate-limit over the database store) as a client sees them:
 * the Retry-After seconds and minutes left in the window, one budget per route, and the
 * generic wording for a route that names no subject.
 */
const ctx = useTestApp(
  {
    loginThrottle: {
      ipMax: 2,
      ipWindowMs: 150_000,
      addressMaxFailures: 1000,
      usernameSlowDownAfter: 1000,
      passwordMaxFailures: 1000,
      failureWindowMs: 60_000,
    },
    clientEvents: { max: 1, windowMs: 60_000 },
  },
  (app) => {
    // One limit, three routes: the same path under another method, another path.
    const limit = { config: { rateLimit: { max: 1, timeWindow: 120_000 } } };
    app.get('/api/test/limited', limit, async () => ({ ok: true }));
    app.post('/api/test/limited', limit, async () => ({ ok: true }));
    app.get('/api/test/limited-too', limit, async () => ({ ok: true }));
  },
);

const from = (remoteAddress: string) => ({ remoteAddress });

test('sign-in: Retry-After and the minutes count down from the first attempt of the window', async () => {
  const address = '203.0.113.10';
  const start = ctx.clock.current;
  expect((await login(ctx.app, 'a@example.com', 'x', from(address))).statusCode).toBe(401);
  ctx.clock.advance(30_000);
  expect((await login(ctx.app, 'b@example.com', 'x', from(address))).statusCode).toBe(401);

  const limited = await login(ctx.app, 'c@example.com', 'x', from(address));
  expect(limited.statusCode).toBe(429);
  expect(limited.headers['retry-after']).toBe('120');
  expect(limited.json()).toEqual({
    statusCode: 429,
    code: 'TOO_MANY_REQUESTS',
    message: 'Too many sign-in attempts from this address. Try again in 2 minutes.',
  });

  ctx.clock.current = start + 100_000;
  const later = await login(ctx.app, 'c@example.com', 'x', from(address));
  expect(later.headers['retry-after']).toBe('50');
  expect(later.json().message).toBe(
    'Too many sign-in attempts from this address. Try again in 1 minute.',
  );

  // The window is over: a new one starts with a full budget.
  ctx.clock.current = start + 150_000;
  expect((await login(ctx.app, 'c@example.com', 'x', from(address))).statusCode).toBe(401);
  expect((await login(ctx.app, 'c@example.com', 'x', from(address))).statusCode).toBe(401);
  expect((await login(ctx.app, 'c@example.com', 'x', from(address))).statusCode).toBe(429);
});

test('each route has its own budget per address', async () => {
  const address = '203.0.113.20';
  for (let i = 0; i < 2; i++) await login(ctx.app, 'a@example.com', 'x', from(address));
  expect((await login(ctx.app, 'a@example.com', 'x', from(address))).statusCode).toBe(429);

  const limited = await ctx.app.inject({
    method: 'GET',
    url: '/api/test/limited',
    ...from(address),
  });
  expect(limited.statusCode).toBe(200);
  expect(limited.json()).toEqual({ ok: true });
});

test('a route is its method and its path: each of those has its own budget', async () => {
  const address = '203.0.113.40';
  const call = (method: 'GET' | 'POST', url: string) =>
    ctx.app.inject({ method, url, ...from(address) });
  expect((await call('GET', '/api/test/limited')).statusCode).toBe(200);
  expect((await call('GET', '/api/test/limited')).statusCode).toBe(429);
  expect((await call('POST', '/api/test/limited')).statusCode).toBe(200);
  expect((await call('GET', '/api/test/limited-too')).statusCode).toBe(200);
});

test('a limited route without a subject says "requests"', async () => {
  const address = '203.0.113.30';
  const first = await ctx.app.inject({ method: 'GET', url: '/api/test/limited', ...from(address) });
  expect(first.statusCode).toBe(200);
  const second = await ctx.app.inject({
    method: 'GET',
    url: '/api/test/limited',
    ...from(address),
  });
  expect(second.statusCode).toBe(429);
  expect(second.headers['retry-after']).toBe('120');
  expect(second.json()).toEqual({
    statusCode: 429,
    code: 'TOO_MANY_REQUESTS',
    message: 'Too many requests from this address. Try again in 2 minutes.',
  });
  // Another address is not affected.
  const other = await ctx.app.inject({
    method: 'GET',
    url: '/api/test/limited',
    ...from('203.0.113.31'),
  });
  expect(other.statusCode).toBe(200);
});

describe('the counters in the database', () => {
  const keysOf = async (prefix: string) =>
    (
      await ctx.database.db
        .selectFrom('rate_limit_hits')
        .select('key')
        .where('key', 'like', `%${prefix}%`)
        .execute()
    )
      .map((row) => row.key.slice(row.key.lastIndexOf('|') + 1))
      .sort();
  const hit = (address: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/test/limited', ...from(address) });

  test('a window that is over is swept at the first hit of a new window, not at every hit', async () => {
    const start = ctx.clock.current + 10 * 60_000;
    ctx.clock.current = start;
    await hit('198.18.0.1');
    ctx.clock.current = start + 60_000;
    await hit('198.18.0.2');
    // 198.18.0.1's window (120 s) is over; a further hit inside 198.18.0.2's window sweeps nothing.
    ctx.clock.current = start + 121_000;
    expect((await hit('198.18.0.2')).statusCode).toBe(429);
    expect(await keysOf('198.18.0.')).toEqual(['198.18.0.1', '198.18.0.2']);
    // A new window (a new address) sweeps the ended one; a live window stays.
    await hit('198.18.0.3');
    expect(await keysOf('198.18.0.')).toEqual(['198.18.0.2', '198.18.0.3']);
  });

  test('a database failure while counting is a 500 in the error shape, not a hung request', async () => {
    const failing = () => () => Promise.reject(new Error('database is gone'));
    await withReplaced(ctx.app.repos.rateLimitHits, 'hit', failing, async () => {
      const response = await hit('198.18.1.1');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        code: 'INTERNAL_SERVER_ERROR',
        message: 'Internal Server Error',
      });
    });
  });
});
