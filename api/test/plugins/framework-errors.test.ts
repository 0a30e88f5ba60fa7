import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { clientErrorHandler, frameworkErrors } from '../../src/plugins/framework-errors';
import { capturedLog, useTestApp } from '../helpers/app';

describe('answers to what the HTTP parser refuses (clientErrorHandler)', () => {
  /**
   * A Node server answering its parser's failures with the API's handler (app.ts installs it
   * as Fastify's clientErrorHandler), with a request timeout short enough to wait for.
   */
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer(
      { requestTimeout: 300, connectionsCheckingInterval: 50, maxHeaderSize: 1024 },
      (_req, res) => res.end('ok'),
    );
    server.on('clientError', clientErrorHandler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** Sends raw bytes and reads everything until the server closes the connection. */
  function exchange(bytes: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  function parse(answer: string) {
    const [head, body] = answer.split('\r\n\r\n') as [string, string];
    const [statusLine, ...lines] = head.split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
    );
    return { statusLine, headers, body };
  }

  test('a request whose headers never finish gets a 408 in the error shape, then the connection closes', async () => {
    const { statusLine, headers, body } = parse(
      await exchange('GET /api/health HTTP/1.1\r\nHost: x\r\n'),
    );
    expect(statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(JSON.parse(body)).toEqual({
      statusCode: 408,
      code: 'REQUEST_TIMEOUT',
      message: 'Request timed out',
    });
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(headers.connection).toBe('close');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('a malformed request line gets a 400 "Malformed request"', async () => {
    const { statusLine, body } = parse(await exchange('NOT A REQUEST\r\n\r\n'));
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(body)).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'Malformed request',
    });
  });

  test('headers over the limit get a 431 "Request headers are too large"', async () => {
    const { statusLine, body } = parse(
      await exchange(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(2000)}\r\n\r\n`),
    );
    expect(statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(JSON.parse(body)).toEqual({
      statusCode: 431,
      code: 'HEADERS_TOO_LARGE',
      message: 'Request headers are too large',
    });
  });

  test('nothing is written to a connection the client reset or that is already closed', () => {
    const socketLike = (state: { destroyed: boolean; writable: boolean }) =>
      ({ ...state, end: jest.fn() }) as unknown as Socket & { end: jest.Mock };
    const reset = socketLike({ destroyed: false, writable: true });
    clientErrorHandler(Object.assign(new Error('reset'), { code: 'ECONNRESET' }), reset);
    const destroyed = socketLike({ destroyed: true, writable: true });
    clientErrorHandler(
      Object.assign(new Error('parse'), { code: 'HPE_INVALID_METHOD' }),
      destroyed,
    );
    const unwritable = socketLike({ destroyed: false, writable: false });
    clientErrorHandler(
      Object.assign(new Error('parse'), { code: 'HPE_INVALID_METHOD' }),
      unwritable,
    );
    const open = socketLike({ destroyed: false, writable: true });
    clientErrorHandler(Object.assign(new Error('parse'), { code: 'HPE_INVALID_METHOD' }), open);

    expect(reset.end).not.toHaveBeenCalled();
    expect(destroyed.end).not.toHaveBeenCalled();
    expect(unwritable.end).not.toHaveBeenCalled();
    expect(open.end).toHaveBeenCalledWith(expect.stringMatching(/^HTTP\/1\.1 400 Bad Request\r\n/));
  });
});

describe('what an error writes to the log', () => {
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
        info: (details: unknown, message: string) =>
          logged.push({ level: 'info', details, message }),
      },
    } as unknown as FastifyRequest;
    const sent: { status?: number; headers?: Record<string, string>; body?: unknown } = {};
    const reply = {
      code: (status: number) => ((sent.status = status), reply),
      headers: (headers: Record<string, string>) => ((sent.headers = headers), reply),
      send: (body: unknown) => ((sent.body = body), reply),
    } as unknown as FastifyReply;
    const error = Object.assign(new Error('constraint failed'), {
      code: 'FST_ERR_ASYNC_CONSTRAINT',
    });

    frameworkErrors(error as FastifyError, request, reply);

    expect(sent.status).toBe(500);
    expect(sent.body).toEqual({
      statusCode: 500,
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Internal Server Error',
    });
    expect(sent.headers).toMatchObject({ 'cache-control': 'no-store', 'x-request-id': 'req-1' });
    expect(logged).toEqual([
      { level: 'error', details: { err: error }, message: 'request failed' },
    ]);
  });
});
