import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { errors } from '../schemas';

const ClientEventBody = Type.Object(
  {
    kind: Type.Union([Type.Literal('remote-load-failed'), Type.Literal('uncaught-error')]),
    remote: Type.Optional(Type.String({ maxLength: 100 })),
    version: Type.Optional(Type.String({ maxLength: 50 })),
    phase: Type.Optional(Type.String({ maxLength: 50 })),
    message: Type.String({ maxLength: 1000 }),
    url: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);

export interface ClientEventsOptions {
  /** Reports per client address per window. */
  max: number;
  windowMs: number;
}

/** A page URL without its query and fragment, where tokens or form contents could hide. */
function withoutQuery(url: string): string {
  return url.split(/[?#]/, 1)[0]!;
}

/**
 * POST /api/client-events: the browser reports a remote that failed to load, or an uncaught
 * error. Public (a failure before sign-in matters too), small (4 KiB body), rate-limited per
 * address, unknown fields refused; each report goes to the log and to
 * `portal_client_events_total`.
 */
export const clientEventRoutes: FastifyPluginAsyncTypebox<ClientEventsOptions> = async (
  app,
  { max, windowMs },
) => {
  app.post(
    '/api/client-events',
    {
      bodyLimit: 4 * 1024,
      config: { rateLimit: { max, timeWindow: windowMs }, rateLimitSubject: 'client events' },
      schema: {
        tags: ['operations'],
        summary: 'Report a browser-side failure (remote load failure, uncaught error)',
        body: ClientEventBody,
        response: {
          204: Type.Null({ description: 'Recorded' }),
          ...errors(400, 413, 415, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const { url, ...event } = request.body;
      request.log.warn(
        { clientEvent: { ...event, ...(url === undefined ? {} : { url: withoutQuery(url) }) } },
        'client event',
      );
      app.metrics.clientEvents.inc({ kind: event.kind });
      return reply.status(204).send(null);
    },
  );
};
