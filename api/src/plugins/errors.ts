import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiErrorBody } from '@portal/contract';
import { ApiError, INTERNAL_ERROR_BODY } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's refusals are pages a browser shows (the identity provider's callback, which a
     * browser reaches by redirect, not a script): its text/html 4xx bodies are sent as they are.
     */
    refusesWithPage?: true;
  }
}

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
  return INTERNAL_ERROR_BODY;
}

/** A route's path as a pattern for concrete URLs (`:id` = one segment, `*` = the rest). */
function pathPattern(url: string): RegExp {
  // Routes are declared with at most one trailing slash.
  const trimmed = url.replace(/\/$/, '');
  const source = trimmed
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return '[^/]+';
      if (segment === '*') return '.*';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  // ignoreTrailingSlash (app.ts): '/api/tenants' and '/api/tenants/' are one route.
  return new RegExp(`^${source}/?$`);
}

/**
 * One error shape everywhere; a 5xx says nothing about its cause, which goes to the log.
 * Failures Fastify answers before any hook are in framework-errors.ts.
 */
export default fp(async function errors(app: FastifyInstance) {
  // Every route's methods by path, to tell "no such path" (404) from "wrong method" (405).
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    // CORS's catch-all preflight route would otherwise make every path a known one.
    if (route.url === '*') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    routes.push({ pattern: pathPattern(route.url), methods });
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const body = toBody(error);
    // An ApiError 5xx is an answer we chose (readiness' 503), not a failure to investigate.
    if (body.statusCode >= 500 && !(error instanceof ApiError)) {
      request.log.error({ err: error }, 'request failed');
    } else request.log.info({ code: body.code, message: body.message }, 'request rejected');
    if (error instanceof ApiError && error.retryAfterSeconds) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    return reply.status(body.statusCode).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const allowed = new Set(
      routes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods),
    );
    if (allowed.size > 0) {
      const body: ApiErrorBody = {
        statusCode: 405,
        code: 'METHOD_NOT_ALLOWED',
        message: `Method ${request.method} is not allowed on ${path}`,
      };
      return reply
        .status(405)
        .header('allow', [...allowed].sort().join(', '))
        .send(body);
    }
    const body: ApiErrorBody = {
      statusCode: 404,
      code: 'NOT_FOUND',
      message: `Route ${request.method} ${path} not found`,
    };
    return reply.status(404).send(body);
  });

  // A plugin answering an error in plain text (CORS: "Invalid Preflight Request") still
  // leaves in the error shape.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (contentType.startsWith('application/json')) return payload;
    // A route that refuses with a page of its own (the OIDC callback) keeps it.
    if (request.routeOptions.config.refusesWithPage && contentType.startsWith('text/html')) {
      return payload;
    }
    const body: ApiErrorBody =
      reply.statusCode >= 500
        ? INTERNAL_ERROR_BODY
        : {
            statusCode: reply.statusCode,
            code: CODES_BY_STATUS[reply.statusCode] ?? 'BAD_REQUEST',
            message: payload.slice(0, 200) || 'Request failed',
          };
    reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify(body);
  });
});
