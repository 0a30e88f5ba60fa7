import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors';

/** NUL, or a UTF-16 surrogate without its other half. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const FORBIDDEN = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A value still to look at; `key` is its property name in the object at `parentPath`. */
interface Pending {
  value: unknown;
  path: string;
  key?: string;
  parentPath?: string;
}

/**
 * Where in `value` (a parsed JSON body, params or query) a string or key holds a forbidden
 * character, e.g. "body/segments/0/name"; undefined if nowhere. A forbidden key names the
 * object holding it. Walks with its own stack, not recursion: JSON.parse accepts any depth
 * the body limit lets through (a few KiB of brackets are thousands of levels), and recursing
 * that deep overflowed the call stack (a 500).
 */
export function findForbidden(value: unknown, path: string): string | undefined {
  const pending: Pending[] = [{ value, path }];
  while (pending.length > 0) {
    const item = pending.pop()!;
    // The starting value has no key; '' holds no forbidden character.
    if (FORBIDDEN.test(item.key ?? '')) return item.parentPath;
    const current = item.value;
    if (typeof current === 'string') {
      if (FORBIDDEN.test(current)) return item.path;
    } else if (current !== null && typeof current === 'object') {
      // An array's entries are its items keyed by index. Pushed last to first, so they are
      // looked at in document order.
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, entry] = entries[i]!;
        pending.push({ value: entry, path: `${item.path}/${key}`, key, parentPath: item.path });
      }
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
