import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@portal/contract';
import { INTERNAL_ERROR_BODY } from '../errors';
import { SECURITY_HEADERS } from './security-headers';

/**
 * Failures Fastify answers before any hook runs (a malformed URL, an over-long path
 * parameter) and failures Node's HTTP parser answers before Fastify sees a request (headers
 * too large, a malformed request line). Both are Fastify constructor options (app.ts), so
 * they get the error shape and the headers here, by hand.
 */

/** Headers every answer carries, also those no hook reaches. */
export function baseHeaders(requestId: string): Record<string, string> {
  return { ...SECURITY_HEADERS, 'cache-control': 'no-store', 'x-request-id': requestId };
}

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: a caller's (proxy's) `x-request-id` if it is sane, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

const FRAMEWORK_BODIES: Record<string, ApiErrorBody> = {
  FST_ERR_BAD_URL: { statusCode: 400, code: 'BAD_URL', message: 'The URL is not valid' },
  FST_ERR_MAX_PARAM_LENGTH: {
    statusCode: 414,
    code: 'URI_TOO_LONG',
    message: 'A path parameter is too long',
  },
};

export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const body = FRAMEWORK_BODIES[error.code] ?? INTERNAL_ERROR_BODY;
  if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: body.code }, 'request rejected');
  void reply.code(body.statusCode).headers(baseHeaders(request.id)).send(body);
}

function clientErrorBody(code: string | undefined): ApiErrorBody {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { statusCode: 431, code: 'HEADERS_TOO_LARGE', message: 'Request headers are too large' };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { statusCode: 408, code: 'REQUEST_TIMEOUT', message: 'Request timed out' };
  }
  return { statusCode: 400, code: 'BAD_REQUEST', message: 'Malformed request' };
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** Node's `clientError`: answer in the error shape with the usual headers, then close. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const answer = clientErrorBody(error.code);
  const body = JSON.stringify(answer);
  const status = answer.statusCode;
  const headers = {
    ...baseHeaders(randomUUID()),
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  socket.end(`HTTP/1.1 ${status} ${REASONS[status]}\r\n${head}\r\n\r\n${body}`);
}
