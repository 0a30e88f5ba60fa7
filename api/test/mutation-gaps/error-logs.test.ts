import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { frameworkErrors } from '../../src/plugins/framework-errors';
import { capturedLog, useTestApp } from '../helpers/app';

/**
 * What operators read: a client's mistake is one info line with its code and no stack; a
 * failure of ours is an error line with the cause, which the answer never shows.
 */
const { lines: logLines, logger } = capturedLog();
const ctx = useTestApp({ logger }, (app) => {
  app.get('/api/test/broken', async () => {
    throw new Error('disk on fire');
  });
});

const INFO = 30;
const ERROR = 50;

async function logsOf(url: string, method: 'GET' | 'POST' = 'GET') {
  logLines.length = 0;
  const response = await ctx.app.inject({ method, url, headers: { 'x-request-id': 'log-test' } });
  const lines = logLines.filter(
    (line) => line.reqId === 'log-test' && /request (rejected|failed)/.test(String(line.msg)),
  );
  return { response, lines };
}

test('a URL Fastify cannot parse is one info line "request rejected" with the code', async () => {
  const { response, lines } = await logsOf('/api/tenants/%ZZ');
  expect(response.statusCode).toBe(400);
  expect(lines).toEqual([
    expect.objectContaining({ level: INFO, msg: 'request rejected', code: 'BAD_URL' }),
  ]);
  expect(lines[0]).not.toHaveProperty('err');
});

test('a request the API refuses is one info line with its code and message', async () => {
  const { response, lines } = await logsOf('/api/tenants/');
  expect(response.statusCode).toBe(401);
  expect(lines).toEqual([
    expect.objectContaining({
      level: INFO,
      msg: 'request rejected',
      code: response.json().code,
      message: response.json().message,
    }),
  ]);
});

test('a failure of ours is an error line carrying the cause; the answer says nothing of it', async () => {
  const { response, lines } = await logsOf('/api/test/broken');
  expect(response.statusCode).toBe(500);
  expect(response.body).not.toContain('disk on fire');
  expect(lines).toEqual([expect.objectContaining({ level: ERROR, msg: 'request failed' })]);
  expect(lines[0]!.err).toEqual(expect.objectContaining({ message: 'disk on fire' }));
});

test('a framework failure the API has no answer for is a logged 500 with the usual headers', () => {
  const logged: { level: string; details: unknown; message: string }[] = [];
  const request = {
    id: 'req-1',
    log: {
      error: (details: unknown, message: string) =>
        logged.push({ level: 'error', details, message }),
      info: (details: unknown, message: string) => logged.push({ level: 'info', details, message }),
    },
  } as unknown as FastifyRequest;
  const sent: { status?: number; headers?: Record<string, string>; body?: unknown } = {};
  const reply = {
    code: (status: number) => ((sent.status = status), reply),
    headers: (headers: Record<string, string>) => ((sent.headers = headers), reply),
    send: (body: unknown) => ((sent.body = body), reply),
  } as unknown as FastifyReply;
  const error = Object.assign(new Error('constraint failed'), { code: 'FST_ERR_ASYNC_CONSTRAINT' });

  frameworkErrors(error as FastifyError, request, reply);

  expect(sent.status).toBe(500);
  expect(sent.body).toEqual({
    statusCode: 500,
    code: 'INTERNAL_SERVER_ERROR',
    message: 'Internal Server Error',
  });
  expect(sent.headers).toMatchObject({ 'cache-control': 'no-store', 'x-request-id': 'req-1' });
  expect(logged).toEqual([{ level: 'error', details: { err: error }, message: 'request failed' }]);
});
