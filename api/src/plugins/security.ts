import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NEXT_CURSOR_HEADER } from '@portal/contract/limits';
import { baseHeaders } from './framework-errors';

/**
 * Security headers (helmet's, fixed once in security-headers.ts), `Cache-Control: no-store`
 * (answers carry user data and tokens; a static asset may set its own) and the request id,
 * on every answer; then CORS.
 */
export default fp(async function security(
  app: FastifyInstance,
  options: { corsOrigins: string[] },
) {
  // First onRequest hook of the app, so even a request refused by a later hook has them.
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(baseHeaders(request.id));
  });
  await app.register(cors, {
    origin: options.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    // The next page's cursor of a paged list is a header, so a browser must be let read it.
    exposedHeaders: ['X-Request-Id', 'Retry-After', NEXT_CURSOR_HEADER],
    maxAge: 600,
  });
});
