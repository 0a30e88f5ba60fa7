import type { FastifyError } from 'fastify';
import { ApiError } from '../../src/errors';
import { bearer, loginAs, STAFF, useTestApp } from '../helpers/app';

/** An error as a Fastify plugin raises it: a status and a message, no code of ours. */
function frameworkError(statusCode: number, message: string): FastifyError {
  return Object.assign(new Error(message), { statusCode, code: 'FST_TEST' }) as FastifyError;
}

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
  // Routes that fail the ways a plugin or a framework part can, to see what a client gets.
  app.get<{ Params: { status: string } }>('/api/test/framework/:status', async (request) => {
    throw frameworkError(Number(request.params.status), `framework said ${request.params.status}`);
  });
  app.get<{ Params: { status: string } }>('/api/test/text/:status', async (request, reply) => {
    const status = Number(request.params.status);
    return reply
      .status(status)
      .type('text/plain')
      .send(status === 418 ? '' : `plain ${'x'.repeat(300)}`);
  });
  app.get('/api/test/binary-error', async (_request, reply) =>
    reply
      .status(416)
      .type('application/octet-stream')
      .send(Buffer.from([0, 1, 2])),
  );
  app.get('/api/test/json-error', async (_request, reply) =>
    reply.status(409).type('application/json').send('{"custom":true}'),
  );
  app.get('/api/test/conflict', async () => {
    throw new ApiError(409, 'ALREADY_THERE', 'It is already there');
  });
  app.get('/api/test/syntax', async () => {
    JSON.parse('{not json');
  });
  app.get('/api/test/file.json', async () => ({ ok: true }));
  app.post(
    '/api/test/schema',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string' } },
          additionalProperties: false,
        },
      },
    },
    async () => ({ ok: true }),
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

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('errors raised by Fastify or a plugin', () => {
  test.each([
    [400, 'BAD_REQUEST'],
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [405, 'METHOD_NOT_ALLOWED'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [415, 'UNSUPPORTED_MEDIA_TYPE'],
    [429, 'TOO_MANY_REQUESTS'],
    // A 4xx without a code of its own is still a client error, with its status kept.
    [409, 'BAD_REQUEST'],
    [499, 'BAD_REQUEST'],
  ])('a %i keeps its status and message, with the code %s', async (status, code) => {
    const response = await get(`/api/test/framework/${status}`);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({
      statusCode: status,
      code,
      message: `framework said ${status}`,
    });
    expect(response.headers['retry-after']).toBeUndefined();
  });

  test.each([500, 503, 399])('a %i says only "Internal Server Error"', async (status) => {
    const response = await get(`/api/test/framework/${status}`);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Internal Server Error',
    });
  });

  test('a SyntaxError of our own code is a 500, not an invalid-JSON 400', async () => {
    const response = await get('/api/test/syntax');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
  });

  test('a body that fails its route schema is a 400 VALIDATION_FAILED naming the field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/schema',
      payload: { name: 42 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'body/name must be string',
    });
  });

  test('a body that is not JSON is a 400 INVALID_JSON with a message to show', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/schema',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'INVALID_JSON',
      message: 'Request body is not valid JSON',
    });
  });

  test('an ApiError without a retry time sends no Retry-After', async () => {
    const response = await get('/api/test/conflict');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'ALREADY_THERE',
      message: 'It is already there',
    });
    expect(response.headers['retry-after']).toBeUndefined();
  });
});

describe('error answers a plugin sends as plain text', () => {
  test('get the error shape, the text (at most 200 characters) as message, JSON content type', async () => {
    const response = await get('/api/test/text/429');
    expect(response.statusCode).toBe(429);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: `plain ${'x'.repeat(194)}`,
    });
  });

  test('an empty text becomes "Request failed"; a status without a code of ours is BAD_REQUEST', async () => {
    const response = await get('/api/test/text/418');
    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({
      statusCode: 418,
      code: 'BAD_REQUEST',
      message: 'Request failed',
    });
  });

  test.each([500, 502])('a %i text is replaced by the generic 500', async (status) => {
    const response = await get(`/api/test/text/${status}`);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Internal Server Error',
    });
  });

  test('an error already sent as JSON is left as it is', async () => {
    const response = await get('/api/test/json-error');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ custom: true });
  });

  test("a binary error answer (a file server's 416) is left as it is", async () => {
    const response = await get('/api/test/binary-error');
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect([...response.rawPayload]).toEqual([0, 1, 2]);
  });

  test('a successful plain-text answer is left as it is', async () => {
    const response = await get('/api/test/text/200');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe(`plain ${'x'.repeat(300)}`);
  });
});

describe('telling a wrong method (405) from a missing path (404)', () => {
  test('a path under a wildcard route is known: 405 with its methods', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/docs/static/index.css' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  test('a dot in a route is a dot, not any character', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/test/file.json' })).statusCode).toBe(
      405,
    );
    const response = await ctx.app.inject({ method: 'POST', url: '/api/test/fileXjson' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
