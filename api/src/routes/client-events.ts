import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { CLIENT_EVENT_LIMITS as LIMITS } from '@portal/contract/limits';
import { errors } from '../schemas';
import { redactUrl, redactUrlsIn } from './client-event-redaction';

const ClientEventBody = Type.Object(
  {
    kind: Type.Union([Type.Literal('remote-load-failed'), Type.Literal('uncaught-error')]),
    remote: Type.Optional(Type.String({ maxLength: LIMITS.remote })),
    version: Type.Optional(Type.String({ maxLength: LIMITS.version })),
    phase: Type.Optional(Type.String({ maxLength: LIMITS.phase })),
    message: Type.String({ maxLength: LIMITS.message }),
    url: Type.Optional(Type.String({ maxLength: LIMITS.url })),
  },
  { additionalProperties: false },
);

export interface ClientEventsOptions {
  /** Reports per client address per window. */
  max: number;
  windowMs: number;
}

/**
 * POST /api/client-events: the browser reports a remote that failed to load, or an uncaught
 * error. Public (a failure before sign-in matters too), small (4 KiB body), rate-limited per
 * address, unknown fields refused; each report goes to the log (its URLs redacted:
 * client-event-redaction.ts) and to `portal_client_events_total`.
 */
export const clientEventRoutes: FastifyPluginAsyncTypebox<ClientEventsOptions> = async (
  app,
  { max, windowMs },
) => {
  app.post(
    '/api/client-events',
    {
      bodyLimit: LIMITS.bodyBytes,
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
      const { url, message, ...event } = request.body;
      const logged = {
        ...event,
        message: redactUrlsIn(message),
        ...(url === undefined ? {} : { url: redactUrl(url) }),
      };
      request.log.warn({ clientEvent: logged }, 'client event');
      app.metrics.clientEvents.inc({ kind: event.kind });
      return reply.status(204).send(null);
    },
  );
};
