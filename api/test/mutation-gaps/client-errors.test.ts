import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { clientErrorHandler } from '../../src/plugins/framework-errors';

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
  clientErrorHandler(Object.assign(new Error('parse'), { code: 'HPE_INVALID_METHOD' }), destroyed);
  const unwritable = socketLike({ destroyed: false, writable: false });
  clientErrorHandler(Object.assign(new Error('parse'), { code: 'HPE_INVALID_METHOD' }), unwritable);
  const open = socketLike({ destroyed: false, writable: true });
  clientErrorHandler(Object.assign(new Error('parse'), { code: 'HPE_INVALID_METHOD' }), open);

  expect(reset.end).not.toHaveBeenCalled();
  expect(destroyed.end).not.toHaveBeenCalled();
  expect(unwritable.end).not.toHaveBeenCalled();
  expect(open.end).toHaveBeenCalledWith(expect.stringMatching(/^HTTP\/1\.1 400 Bad Request\r\n/));
});
