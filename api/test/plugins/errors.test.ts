import { bearer, loginAs, STAFF, useTestApp } from '../helpers/app';

const ctx = useTestApp({}, (app) => {
  app.get('/api/test/boom', async () => {
    throw new Error('connection to db-internal.example:5432 refused');
  });
  app.get(
    '/api/test/wrong-shape',
    {
      schema: {
        response: {
          200: { type: 'object', required: ['x'], properties: { x: { type: 'string' } } },
        },
      },
    },
    async () => ({}),
  );
});

describe('error shape', () => {
  test('unknown routes answer 404 in the error shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Route GET /api/nope not found',
    });
  });

  test('a 500 says only "Internal Server Error"; the cause goes to the log', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Internal Server Error',
    });
    expect(response.body).not.toMatch(/db-internal|refused|stack/);
  });

  test('a response that breaks its own schema is a 500 without internals', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/wrong-shape' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Internal Server Error',
    });
  });

  test('unknown path params are rejected, not ignored', async () => {
    const token = await loginAs(ctx.app, STAFF.username, STAFF.password);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/tenants/%20',
      headers: bearer(token),
    });
    expect([400, 404]).toContain(response.statusCode);
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'message', 'statusCode']);
  });

  test('a wrong content type is a 415 in the error shape', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<username>a</username>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
