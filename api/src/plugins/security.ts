import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers and CORS: third-party plugins, wired in one place. */
export default fp(async function security(
  app: FastifyInstance,
  options: { corsOrigins: string[] },
) {
  await app.register(helmet, {
    // Helmet's default CSP already allows what the Swagger UI at /api/docs loads (its own
    // scripts, inline styles, data: icons). Upgrading to https would break it on plain-http
    // localhost, so that one directive is dropped; TLS is the reverse proxy's job.
    contentSecurityPolicy: {
      directives: { 'upgrade-insecure-requests': null },
    },
  });
  await app.register(cors, {
    origin: options.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
});
