import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/connection';
import auth from './plugins/auth';
import errors from './plugins/errors';
import openapi from './plugins/openapi';
import rateLimits from './plugins/rate-limit';
import repositories from './plugins/repositories';
import security from './plugins/security';
import tenantAccess from './plugins/tenant-access';
import { UsernameThrottle } from './auth/login-throttle';
import { loginRoutes, passwordRoutes } from './routes/auth';
import { healthRoutes } from './routes/health';
import { icpRoutes } from './routes/icps';
import { promptRoutes } from './routes/prompts';
import { tenantRoutes } from './routes/tenants';
import { uspRoutes } from './routes/usps';
import { workspaceRoutes } from './routes/workspaces';
import { schemaErrorFormatter } from './validation';

/** Builds the API (no listen). The caller owns `db`: it migrates it before and closes it after. */
export async function buildApp(config: AppConfig, db: Db): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    // Reject rather than silently strip unknown fields, and never coerce JSON types.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
    schemaErrorFormatter,
    bodyLimit: 1024 * 1024,
  });

  // Third-party and app-wide plugins, in one place.
  await app.register(errors);
  await app.register(security, { corsOrigins: config.corsOrigins });
  await app.register(rateLimits);
  await app.register(openapi);
  await app.register(repositories, { db });
  await app.register(auth, {
    jwtSecret: config.jwtSecret,
    tokenTtlSeconds: config.tokenTtlSeconds,
  });
  await app.register(tenantAccess);

  // Public routes.
  await app.register(healthRoutes);
  const usernames = new UsernameThrottle({
    maxFailures: config.loginThrottle.usernameMaxFailures,
    windowMs: config.loginThrottle.usernameWindowMs,
    now: config.now ?? Date.now,
  });
  await app.register(loginRoutes, { throttle: config.loginThrottle, usernames });

  // Everything else needs a valid token, and any tenantId (path or body) must be one the
  // caller may reach, with any workspaceId beside it of that tenant. Both are hooks on the
  // whole scope, so a new route here cannot forget them.
  await app.register(async (scope) => {
    scope.addHook('onRequest', scope.authenticate);
    scope.addHook('preHandler', scope.tenantAccess);
    await scope.register(passwordRoutes, { usernames });
    await scope.register(tenantRoutes);
    await scope.register(workspaceRoutes);
    await scope.register(icpRoutes);
    await scope.register(uspRoutes);
    await scope.register(promptRoutes);
  });

  return app;
}
