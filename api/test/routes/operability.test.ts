import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import type { Db } from '../../src/db/connection';
import { migrations } from '../../src/db/migrate';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { capturedLog, testAppConfig, useTestApp } from '../helpers/app';

/** Every log line of the app, parsed. */
const { lines: logLines, logger } = capturedLog();
const ctx = useTestApp({
  logger,
  clientEvents: { max: 3, windowMs: 60_000 },
});

/** A second app on a fresh database, built from the first one's config with `overrides`. */
async function appOn(database: Db, overrides: Partial<AppConfig>): Promise<FastifyInstance> {
  const app = await buildApp(
    testAppConfig({
      corsOrigins: [],
      metrics: { open: false },
      clientEvents: { max: 10, windowMs: 60_000 },
      ...overrides,
    }),
    database,
  );
  await app.ready();
  return app;
}

describe('GET /api/health and GET /api/ready', () => {
  test('both answer 200 on a migrated, reachable database', async () => {
    for (const url of ['/api/health', '/api/ready']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
  });

  test('ready is 503 while migrations are pending; health stays 200', async () => {
    const bare: TestDatabase = await createTestDatabase({ migrate: false, seed: false });
    const app = await appOn(bare.db, {});
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        statusCode: 503,
        code: 'NOT_READY',
        // Every migration, in order: the list the code declares, not a copy of it here.
        message: `Migrations pending: ${Object.keys(migrations).join(', ')}`,
      });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await bare.drop();
    }
  });

  test('ready is 503 when the database does not answer, and logs why once, not per probe', async () => {
    const gone: TestDatabase = await createTestDatabase({ migrate: true, seed: false });
    const { lines, logger } = capturedLog();
    const app = await appOn(gone.db, { logger });
    try {
      await gone.drop();
      for (let probe = 0; probe < 3; probe++) {
        const ready = await app.inject({ method: 'GET', url: '/api/ready' });
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toEqual({
          statusCode: 503,
          code: 'NOT_READY',
          message: 'Database is not reachable',
        });
      }
      expect(lines.filter((line) => (line.level as number) >= 40)).toEqual([
        expect.objectContaining({
          level: 40,
          msg: 'database connection lost',
          err: expect.objectContaining({ message: expect.any(String) }),
        }),
      ]);
    } finally {
      await app.close();
    }
  });
});

describe('GET /metrics', () => {
  test('counts requests by route and status, latency, event-loop delay and throttle hits', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    await ctx.app.inject({ method: 'GET', url: '/api/tenants/' });
    await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing/42' });
    const response = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toMatch(
      /portal_http_requests_total\{method="GET",route="\/api\/health",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /portal_http_requests_total\{method="GET",route="\/api\/tenants\/",status="401"\} [1-9]/,
    );
    // A path no route matches is one label, not one per URL.
    expect(text).toMatch(
      /portal_http_requests_total\{method="GET",route="unmatched",status="404"\} [1-9]/,
    );
    expect(text).not.toContain('no-such-thing');
    expect(text).toMatch(/portal_http_request_duration_seconds_bucket\{le="0.005",method="GET"/);
    // Seconds: every health check of this suite took well under five.
    const health = 'method="GET",route="/api/health",status="200"';
    const count = new RegExp(`portal_http_request_duration_seconds_count\\{${health}\\} (\\d+)`);
    const underFive = new RegExp(
      `portal_http_request_duration_seconds_bucket\\{le="5",${health}\\} (\\d+)`,
    );
    expect(count.exec(text)?.[1]).toMatch(/^[1-9]\d*$/);
    expect(underFive.exec(text)?.[1]).toBe(count.exec(text)?.[1]);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds /);
    expect(text).toMatch(/# TYPE portal_login_throttle_hits_total counter/);
  });

  test('throttle hits are counted by rule', async () => {
    const database = await createTestDatabase();
    const app = await appOn(database.db, {
      metrics: { open: true },
      loginThrottle: {
        ipMax: 2,
        ipWindowMs: 60_000,
        addressMaxFailures: 1,
        usernameSlowDownAfter: 100,
        passwordMaxFailures: 100,
        failureWindowMs: 60_000,
      },
    });
    try {
      const signIn = (username: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username, password: 'x' },
          remoteAddress: '203.0.113.5',
        });
      expect((await signIn('a@example.com')).statusCode).toBe(401);
      expect((await signIn('a@example.com')).statusCode).toBe(429); // locked pair
      expect((await signIn('b@example.com')).statusCode).toBe(429); // address budget
      const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(text).toMatch(/portal_login_throttle_hits_total\{rule="username-address-lock"\} 1/);
      expect(text).toMatch(/portal_login_throttle_hits_total\{rule="address-limit"\} 1/);
    } finally {
      await app.close();
      await database.drop();
    }
  });

  test('with a token configured, only that bearer token reads them', async () => {
    const database = await createTestDatabase({ seed: false });
    const token = 'metrics-token-0123456789';
    const app = await appOn(database.db, { metrics: { token, open: false } });
    try {
      const read = (authorization?: string) =>
        app.inject({
          method: 'GET',
          url: '/metrics',
          headers: authorization === undefined ? {} : { authorization },
        });
      for (const refused of [
        await read(),
        await read(''),
        await read('Bearer wrong-token'),
        await read(token),
        await read(`Bearer ${token}x`),
        // Another scheme's prefix of the same length is not a bearer token.
        await read(`Basic: ${token}`),
      ]) {
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toEqual({
          statusCode: 401,
          code: 'UNAUTHORIZED',
          message: 'Missing or wrong metrics token',
        });
      }
      expect((await read(`Bearer ${token}`)).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.drop();
    }
  });

  test('closing an app lets go of its metrics', async () => {
    const database = await createTestDatabase({ seed: false });
    const app = await appOn(database.db, { metrics: { open: true } });
    expect(app.metrics.registry.getMetricsAsArray().length).toBeGreaterThan(0);
    await app.close();
    await database.drop();
    expect(app.metrics.registry.getMetricsAsArray()).toEqual([]);
  });

  test('without a token and not opened (the default), there is no /metrics', async () => {
    const database = await createTestDatabase({ seed: false });
    const app = await appOn(database.db, { metrics: { open: false } });
    try {
      const response = await app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

describe('POST /api/client-events', () => {
  // Refused reports count against the address's budget too: one address per case.
  let refusals = 0;
  const report = (payload: unknown, remoteAddress = '203.0.113.20') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/client-events',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
      remoteAddress,
    });

  test('a remote load failure is accepted without a token, logged and counted', async () => {
    logLines.length = 0;
    const response = await report(
      {
        kind: 'remote-load-failed',
        remote: 'remote-settings',
        version: '1.4.0',
        phase: 'remoteEntry',
        message: 'ScriptExternalLoadError: Loading script failed.',
        url: 'http://localhost:3000/settings?token=secret#frag',
      },
      '203.0.113.21',
    );
    expect(response.statusCode).toBe(204);
    expect(response.headers['x-request-id']).toEqual(expect.any(String));

    const line = logLines.find((l) => l.msg === 'client event');
    expect(line).toMatchObject({
      level: 40,
      reqId: response.headers['x-request-id'],
      clientEvent: {
        kind: 'remote-load-failed',
        remote: 'remote-settings',
        version: '1.4.0',
        phase: 'remoteEntry',
        message: 'ScriptExternalLoadError: Loading script failed.',
        url: 'http://localhost:3000/settings',
      },
    });
    expect(JSON.stringify(logLines)).not.toContain('secret');
    const metrics = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/portal_client_events_total\{kind="remote-load-failed"\} 1/);
  });

  test.each([
    [{ kind: 'uncaught-error', message: 'x', token: 'abc' }, "Unknown field 'token' in body"],
    [{ kind: 'other', message: 'x' }, undefined],
    [{ kind: 'uncaught-error' }, 'body/message is required'],
    [{ kind: 'uncaught-error', message: 'x'.repeat(1001) }, undefined],
    [
      { kind: 'uncaught-error', message: 'x', url: 'u'.repeat(2001) },
      'body/url must NOT have more than 2000 characters',
    ],
  ])('refuses %j with 400', async (payload, message) => {
    const response = await report(payload, `203.0.113.${100 + refusals++}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    if (message) expect(response.json().message).toBe(message);
  });

  test('bodies over 4 KiB are refused with 413', async () => {
    const response = await report(
      { kind: 'uncaught-error', message: 'm', url: 'u'.repeat(5000) },
      '203.0.113.23',
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  test('is rate-limited per address', async () => {
    const event = { kind: 'uncaught-error', message: 'TypeError: x is undefined' };
    for (let i = 0; i < 3; i++) expect((await report(event, '203.0.113.24')).statusCode).toBe(204);
    const limited = await report(event, '203.0.113.24');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many client events from this address. Try again in 1 minute.',
    });
    expect((await report(event, '203.0.113.25')).statusCode).toBe(204);
  });
});

describe('structured logs', () => {
  test('carry the request id the answer returns', async () => {
    logLines.length = 0;
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(response.headers['x-request-id']).toBe('trace-42');
    expect(logLines.filter((l) => l.reqId === 'trace-42').length).toBeGreaterThanOrEqual(2);
  });
});
