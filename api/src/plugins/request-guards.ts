import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors';

/** NUL, or a UTF-16 surrogate without its other half. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const FORBIDDEN = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Where in `value` (a parsed JSON body, params or query) a string or key holds a forbidden
 * character, e.g. "body/segments/0/name"; undefined if nowhere. Depth is bounded by the body
 * limit and the JSON parser.
 */
export function findForbidden(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return FORBIDDEN.test(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findForbidden(value[i], `${path}/${i}`);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      if (FORBIDDEN.test(key)) return path;
      const found = findForbidden(entry, `${path}/${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

function refuseIfForbidden(value: unknown, path: string): void {
  const found = findForbidden(value, path);
  if (found) {
    throw new ApiError(
      400,
      'INVALID_CHARACTERS',
      `${found} must not contain NUL characters or unpaired surrogates`,
    );
  }
}

/**
 * Text that PostgreSQL cannot store (NUL) or that would come back changed (a lone surrogate
 * becomes U+FFFD) is refused with 400 on both databases, for every route at once: path and
 * query before anything else runs, the body as soon as it is parsed, ahead of the rate-limit
 * counters, validation and handlers.
 */
export default fp(async function requestGuards(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    refuseIfForbidden(request.params, 'params');
    refuseIfForbidden(request.query, 'querystring');
  });
  app.addHook('preValidation', async (request) => {
    refuseIfForbidden(request.body, 'body');
  });
});
