import { buildApp } from '../../src/app';
import { testAppConfig, useTestApp } from '../helpers/app';
import { createTestDatabase } from '../helpers/database';

const ctx = useTestApp({ corsOrigins: ['http://localhost:3000'] });

describe('security headers, CORS and health', () => {
  test('GET /api/health is public and carries the helmet headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  test('the CSP does not upgrade to https: the Swagger UI works on plain-http localhost', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  test('CORS allows configured origins only', async () => {
    const preflight = (origin: string) =>
      ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/tenants/',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
    const allowed = await preflight('http://localhost:3000');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['access-control-allow-headers']).toMatch(/Authorization/i);
    const refused = await preflight('http://evil.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});

/**
 * The CORS answer a browser gets, header by header. The app is built inside the test, so
 * what the security plugin registers is exercised by this test itself.
 */
test('a preflight from a portal origin gets exactly the allowed methods, headers, exposed headers and max age', async () => {
  const database = await createTestDatabase();
  const app = await buildApp(
    testAppConfig({ metrics: { open: false }, clientEvents: { max: 10, windowMs: 60_000 } }),
    database.db,
  );
  try {
    await app.ready();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/tenants/',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(preflight.headers['access-control-allow-methods']).toBe(
      'GET, POST, PUT, DELETE, OPTIONS',
    );
    expect(preflight.headers['access-control-allow-headers']).toBe(
      'Authorization, Content-Type, X-Request-Id',
    );
    expect(preflight.headers['access-control-max-age']).toBe('600');
    expect(preflight.headers['x-content-type-options']).toBe('nosniff');
    expect(preflight.headers['cache-control']).toBe('no-store');

    const answer = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(answer.headers['access-control-expose-headers']).toBe(
      'X-Request-Id, Retry-After, x-next-cursor',
    );
    expect(answer.headers['x-request-id']).toEqual(expect.any(String));
  } finally {
    await app.close();
    await database.drop();
  }
});
