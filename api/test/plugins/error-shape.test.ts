import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bearer, loginAs, STAFF, useTestApp } from '../helpers/app';

const ctx = useTestApp();

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/** The one error shape, with the headers every answer carries. */
function expectErrorAnswer(response: Answer, statusCode: number, code: string) {
  expect(response.statusCode).toBe(statusCode);
  const body = JSON.parse(response.body);
  expect(body).toEqual({ statusCode, code, message: expect.any(String) });
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
  expect(response.headers['strict-transport-security']).toBeDefined();
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['x-request-id']).toEqual(expect.any(String));
  return body as { message: string };
}

describe('errors Fastify raises itself', () => {
  test('a malformed URL (%ZZ) is a 400', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/tenants/%ZZ' });
    const body = expectErrorAnswer(response, 400, 'BAD_URL');
    expect(body.message).toBe('The URL is not valid');
  });

  test('an over-long path parameter is a 414', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/tenants/${'x'.repeat(200)}`,
    });
    const body = expectErrorAnswer(response, 414, 'URI_TOO_LONG');
    expect(body.message).toBe('A path parameter is too long');
  });

  test('headers larger than Node accepts are a 431 (real socket)', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    expect(address).toContain(String(port));
    const response = await new Promise<Answer>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/api/health', headers: { 'x-big': 'a'.repeat(20_000) } },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ statusCode: res.statusCode!, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expectErrorAnswer(response, 431, 'HEADERS_TOO_LARGE');
  });

  test('OPTIONS without Origin (an invalid preflight) is a 400 in the error shape', async () => {
    const response = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/tenants/',
      headers: { 'access-control-request-method': 'GET' },
    });
    const body = expectErrorAnswer(response, 400, 'BAD_REQUEST');
    expect(body.message).toBe('Invalid Preflight Request');
  });

  test('an unknown route is a 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    const body = expectErrorAnswer(response, 404, 'NOT_FOUND');
    expect(body.message).toBe('Route GET /api/nope not found');
  });

  test('invalid JSON and a wrong content type keep the shape and the headers', async () => {
    expectErrorAnswer(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"username":',
      }),
      400,
      'INVALID_JSON',
    );
    expectErrorAnswer(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/xml' },
        payload: '<username>a</username>',
      }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });
});

describe('a known path with the wrong method', () => {
  test.each([
    ['DELETE', '/api/tenants/', 'GET, HEAD, POST'],
    ['PUT', '/api/auth/login', 'POST'],
    ['GET', '/api/auth/logout', 'POST'],
    ['POST', '/api/tenants/some-id', 'GET, HEAD, PUT'],
    ['PATCH', '/api/prompts/some-id/1.0', 'PUT'],
    ['GET', '/api/icp-onboarding', 'POST'],
    // Registered GET, PUT, DELETE: Allow lists them in alphabetical order.
    ['POST', '/api/icp-onboarding/t/i', 'DELETE, GET, HEAD, PUT'],
  ] as const)('%s %s → 405 with Allow: %s', async (method, url, allow) => {
    const response = await ctx.app.inject({ method, url });
    const body = expectErrorAnswer(response, 405, 'METHOD_NOT_ALLOWED');
    expect(response.headers.allow).toBe(allow);
    expect(body.message).toBe(`Method ${method} is not allowed on ${url}`);
  });
});

describe('headers of ordinary answers', () => {
  test('user data is never cached', async () => {
    const token = await loginAs(ctx.app, STAFF.username, STAFF.password);
    for (const url of ['/api/tenants/', '/api/prompts/']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: STAFF,
    });
    expect(signIn.headers['cache-control']).toBe('no-store');
  });

  test('a sane incoming x-request-id is echoed; anything else is replaced', async () => {
    const echoed = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-1234.abc' },
    });
    expect(echoed.headers['x-request-id']).toBe('lb-1234.abc');
    const replaced = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\twith spaces' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const generated = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(generated.headers['x-request-id']).not.toBe(replaced.headers['x-request-id']);
  });
});
