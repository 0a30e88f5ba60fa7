import { useTestApp } from '../helpers/app';

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
