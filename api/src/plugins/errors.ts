import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiErrorBody } from '@portal/contract';
import { ApiError } from '../errors';

/** Fastify's own 4xx errors get codes in the API's vocabulary; their messages are safe to show. */
const CODES_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

function toBody(error: FastifyError | ApiError): ApiErrorBody {
  if (error instanceof ApiError) {
    return { statusCode: error.statusCode, code: error.code, message: error.message };
  }
  if ((error as FastifyError).validation) {
    return { statusCode: 400, code: 'VALIDATION_FAILED', message: error.message };
  }
  // Only the body parser's failure: a SyntaxError thrown by our own code stays a 500.
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return { statusCode: 400, code: 'INVALID_JSON', message: 'Request body is not valid JSON' };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return {
      statusCode: status,
      code: CODES_BY_STATUS[status] ?? 'BAD_REQUEST',
      message: error.message,
    };
  }
  return { statusCode: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Internal Server Error' };
}

/** One error shape everywhere; a 5xx says nothing about its cause, which goes to the log. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const body = toBody(error);
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, message: body.message }, 'request rejected');
    if (error instanceof ApiError && error.retryAfterSeconds) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    return reply.status(body.statusCode).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ApiErrorBody = {
      statusCode: 404,
      code: 'NOT_FOUND',
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    };
    return reply.status(404).send(body);
  });
});
