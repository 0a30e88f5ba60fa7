import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors';

/**
 * Per-client-IP limits, opted into per route (`config.rateLimit`), today only on sign-in.
 * The thrown value goes through the error handler, so the body keeps the one error shape.
 */
export default fp(async function rateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => {
      const minutes = Math.max(1, Math.ceil(context.ttl / 60_000));
      return new ApiError(
        429,
        'TOO_MANY_REQUESTS',
        `Too many sign-in attempts from this address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    },
  });
});
