import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors';
import type { RateLimitHitsRepository } from '../repositories/rate-limit-hits';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the per-address limit counts, for its 429 message ("sign-in attempts"). */
    rateLimitSubject?: string;
    /** Counted per signed-in user rather than per address (set by `perUserRateLimit`). */
    rateLimitPerUser?: boolean;
  }
}

/**
 * Route config for a limit per signed-in user, for routes in the authenticated scope (the
 * limit runs at preValidation, after `authenticate` has set `request.user`).
 */
export function perUserRateLimit(
  subject: string,
  { max, windowMs }: { max: number; windowMs: number },
) {
  return {
    rateLimit: {
      max,
      timeWindow: windowMs,
      keyGenerator: (request: FastifyRequest) => `user:${request.user.id}`,
    },
    rateLimitSubject: subject,
    rateLimitPerUser: true,
  };
}

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A `@fastify/rate-limit` store over the `rate_limit_hits` table, so every API instance on
 * the database counts against the same budget. One instance per route (`child`), keyed by
 * route and client address.
 */
function databaseStore(hits: RateLimitHitsRepository, now: () => number) {
  return class DatabaseStore {
    /** Built by the plugin with its options (unused), and by `child` with a key prefix. */
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      const at = now();
      hits
        .hit(this.prefix + key, at, timeWindow)
        .then(async (counted) => {
          // The first hit of a window also sweeps counters whose window is over.
          if (counted.hits === 1) await hits.pruneEnded(at);
          return counted;
        })
        .then(
          ({ hits: current, windowStartedAt }) =>
            callback(null, { current, ttl: Math.max(0, windowStartedAt + timeWindow - at) }),
          (error: Error) => callback(error),
        );
    }

    // At run time the plugin passes its merged options, with the route under `routeInfo`
    // (an empty object from `app.rateLimit()`, which the API does not use).
    child(options: object): DatabaseStore {
      const { method, url } = (options as { routeInfo: Partial<RouteOptions> }).routeInfo;
      return new DatabaseStore(undefined, `${String(method ?? '')} ${url ?? ''}|`);
    }
  };
}

export interface RateLimitOptions {
  hits: RateLimitHitsRepository;
  now: () => number;
  /** Called for each refused request (metrics), with the kind of limit. */
  onRefused: (rule: 'address-limit' | 'user-limit') => void;
}

/**
 * Per-client-address limits, opted into per route (`config.rateLimit`: sign-in and the
 * browser's client events), or per user (`perUserRateLimit`: test runs). They run at
 * preValidation, after the request guards have looked at the body. The thrown value goes through the error handler, so the body keeps the one
 * error shape; the message is the route's `config.rateLimitMessage` or a generic one.
 */
export default fp(async function rateLimits(app: FastifyInstance, options: RateLimitOptions) {
  await app.register(rateLimit, {
    global: false,
    hook: 'preValidation',
    store: databaseStore(options.hits, options.now),
    errorResponseBuilder: (request, context) => {
      const { rateLimitSubject, rateLimitPerUser } = request.routeOptions.config;
      options.onRefused(rateLimitPerUser ? 'user-limit' : 'address-limit');
      const minutes = Math.max(1, Math.ceil(context.ttl / 60_000));
      const what = rateLimitSubject ?? 'requests';
      const from = rateLimitPerUser ? 'this account' : 'this address';
      return new ApiError(
        429,
        'TOO_MANY_REQUESTS',
        `Too many ${what} from ${from}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        Math.max(1, Math.ceil(context.ttl / 1000)),
      );
    },
  });
});
