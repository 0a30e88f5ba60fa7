import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { MetricsConfig } from '../config';
import { unauthorized } from '../errors';

function createMetrics() {
  const registry = new Registry();
  // Process metrics, the event-loop delay among them (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  return {
    registry,
    requests: new Counter({
      name: 'portal_http_requests_total',
      help: 'HTTP requests answered, by route pattern and status',
      labelNames,
      registers: [registry],
    }),
    latency: new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time from request to answer, by route pattern and status',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    throttleHits: new Counter({
      name: 'portal_login_throttle_hits_total',
      help: 'Requests refused by a sign-in or password throttle, by rule',
      labelNames: ['rule'] as const,
      registers: [registry],
    }),
    clientEvents: new Counter({
      name: 'portal_client_events_total',
      help: 'Failures reported by browsers (POST /api/client-events), by kind',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison of the Authorization header with `Bearer <configured token>`. */
function hasToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  return header !== undefined && timingSafeEqual(digest(header), digest(`Bearer ${token}`));
}

/**
 * Prometheus metrics of this app (its own registry, so several apps in one process do not
 * mix), and GET /metrics: with a configured token only for `Authorization: Bearer <token>`;
 * without one served only where `open` (METRICS_OPEN=true), else not there at all (404).
 */
export default fp(
  async function metrics(app: FastifyInstance, options: MetricsConfig) {
    const metrics = createMetrics();
    app.decorate('metrics', metrics);

    app.addHook('onResponse', async (request, reply) => {
      // The route pattern, never the concrete URL, keeps the label set small.
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      };
      metrics.requests.inc(labels);
      metrics.latency.observe(labels, reply.elapsedTime / 1000);
    });
    app.addHook('onClose', async () => metrics.registry.clear());

    if (!options.token && !options.open) return;
    // The OpenAPI plugin registers after this one (app.ts) and so never sees this route;
    // `hide` keeps it out of the document should that order change.
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (options.token && !hasToken(request, options.token)) {
        throw unauthorized('Missing or wrong metrics token');
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  },
  { name: 'metrics' },
);
