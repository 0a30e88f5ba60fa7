import Fastify, { type FastifyInstance } from 'fastify';
import { type AppConfig, DEFAULT_DRAFTS, DEFAULT_TEST_RUNS, DEFAULT_WEBHOOKS } from './config';
import type { Db } from './db/connection';
import { SignInThrottle } from './auth/login-throttle';
import auth from './plugins/auth';
import errors from './plugins/errors';
import generationTokens from './plugins/generation-tokens';
import { clientErrorHandler, frameworkErrors, requestIdOf } from './plugins/framework-errors';
import { createOfflineProvider } from './model/offline';
import metrics from './plugins/metrics';
import modelProvider from './plugins/model-provider';
import openapi from './plugins/openapi';
import rateLimits from './plugins/rate-limit';
import repositories from './plugins/repositories';
import requestGuards from './plugins/request-guards';
import { releaseRoutes } from './routes/releases';
import { scorecardRoutes } from './routes/scorecard';
import { requireFamilies, routeFamily } from './plugins/rights';
import security from './plugins/security';
import tenantAccess from './plugins/tenant-access';
import webhooks from './plugins/webhooks';
import { auditRoutes } from './routes/audit';
import { loginRoutes, sessionRoutes } from './routes/auth';
import { accountRoutes } from './routes/accounts';
import { artifactRoutes } from './routes/artifacts';
import { clientEventRoutes } from './routes/client-events';
import { copyRoutes } from './routes/copy';
import { draftDismissRoutes } from './routes/draft-dismiss';
import { draftRoutes } from './routes/drafts';
import { reviseRoutes } from './routes/revise';
import { exchangeRoutes } from './routes/exchange';
import { healthRoutes } from './routes/health';
import { icpRoutes } from './routes/icps';
import { modelProviderRoutes } from './routes/model-provider';
import { oidcRoutes } from './routes/oidc';
import { promptStudioRoutes } from './routes/prompt-studio';
import { promptTestRunRoutes } from './routes/prompt-test-run';
import { promptOverrideRoutes } from './routes/prompt-overrides';
import { promptRoutes } from './routes/prompts';
import { tenantRoutes } from './routes/tenants';
import { testCaseRunRoutes } from './routes/test-case-runs';
import { testCaseRoutes } from './routes/test-cases';
import { trashRoutes } from './routes/trash';
import { uspRoutes } from './routes/usps';
import { researchBriefRoutes } from './routes/research-briefs';
import { researchRoutes } from './routes/research';
import { webhookRoutes } from './routes/webhooks';
import { workspaceRoutes } from './routes/workspaces';
import { schemaErrorFormatter } from './validation';

/** A hop count as the function Fastify's types ask for (trust the nearest `n` proxies). */
function trustProxyOption(value: AppConfig['trustProxy']) {
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value ?? false;
}

/** Builds the API (no listen). The caller owns `db`: it migrates it before and closes it after. */
export async function buildApp(config: AppConfig, db: Db): Promise<FastifyInstance> {
  const now = config.now ?? Date.now;
  const app = Fastify({
    logger: config.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: trustProxyOption(config.trustProxy),
    // Logs carry `reqId`; the answer carries it as x-request-id (security.ts).
    genReqId: requestIdOf,
    // Reject rather than silently strip unknown fields, and never coerce JSON types.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
    schemaErrorFormatter,
    bodyLimit: 1024 * 1024,
    // Errors Fastify and Node answer before any hook: same shape and headers (framework-errors.ts).
    frameworkErrors,
    clientErrorHandler,
  });

  // App-wide plugins, in the order their hooks must run: headers first, then the guards.
  await app.register(errors);
  await app.register(security, { corsOrigins: config.corsOrigins });
  await app.register(requestGuards);
  await app.register(metrics, config.metrics);
  await app.register(repositories, { db });
  await app.register(rateLimits, {
    hits: app.repos.rateLimitHits,
    now,
    onRefused: (rule) => app.metrics.throttleHits.inc({ rule }),
  });
  await app.register(openapi);
  await app.register(modelProvider, {
    provider: config.modelProvider ?? createOfflineProvider(),
    prices: config.modelPrices ?? {},
  });
  await app.register(auth, {
    jwtSecret: config.jwtSecret,
    tokenTtlSeconds: config.tokenTtlSeconds,
  });
  await app.register(tenantAccess);
  await app.register(generationTokens, { jwtSecret: config.jwtSecret });
  // Sends webhook deliveries from ready to close (issue 35 §5).
  await app.register(webhooks, {
    db,
    jwtSecret: config.jwtSecret,
    config: config.webhooks ?? DEFAULT_WEBHOOKS,
  });

  // Public routes.
  await app.register(healthRoutes, { db });
  await app.register(clientEventRoutes, config.clientEvents);
  const signIns = new SignInThrottle(
    app.repos.authFailures,
    {
      addressMaxFailures: config.loginThrottle.addressMaxFailures,
      usernameSlowDownAfter: config.loginThrottle.usernameSlowDownAfter,
      passwordMaxFailures: config.loginThrottle.passwordMaxFailures,
      windowMs: config.loginThrottle.failureWindowMs,
      now,
    },
    (rule) => app.metrics.throttleHits.inc({ rule }),
  );
  await app.register(loginRoutes, { throttle: config.loginThrottle, signIns });
  // Signing in with the company's identity provider: its status always, its flow when on.
  await app.register(oidcRoutes, {
    oidc: config.oidc,
    jwtSecret: config.jwtSecret,
    throttle: config.loginThrottle,
    now,
  });

  // Everything else needs a valid token, any tenantId (path, query or body) must be one the
  // caller may reach, with any workspaceId beside it of that tenant, and the caller's role must
  // hold the route's right (plugins/rights.ts). All are hooks on the whole scope, so a new
  // route here cannot forget them; a route outside a named family stops the app's start.
  await app.register(async (scope) => {
    scope.addHook('onRequest', scope.authenticate);
    // A one-time password is changed before anything else is done (me, logout excepted).
    scope.addHook('onRequest', scope.requirePasswordChanged);
    requireFamilies(scope);
    scope.addHook('preHandler', scope.tenantAccess);
    // The family's name is what a refusal says a role cannot change ("Viewers cannot change ICPs").
    await scope.register(routeFamily('their session', sessionRoutes), { signIns });
    await scope.register(routeFamily('tenants', tenantRoutes));
    await scope.register(routeFamily('workspaces', workspaceRoutes));
    await scope.register(routeFamily('ICPs', icpRoutes));
    await scope.register(routeFamily('USPs', uspRoutes));
    await scope.register(routeFamily('research briefs', researchBriefRoutes));
    await scope.register(routeFamily('research briefs', researchRoutes), {
      ...(config.drafts ?? DEFAULT_DRAFTS),
      now,
    });
    await scope.register(routeFamily('instructions', promptRoutes));
    await scope.register(routeFamily('instructions', promptStudioRoutes));
    await scope.register(routeFamily('instruction overrides', promptOverrideRoutes));
    await scope.register(routeFamily('the audit trail', auditRoutes));
    await scope.register(routeFamily('the model provider', modelProviderRoutes));
    await scope.register(
      routeFamily('instructions', promptTestRunRoutes),
      config.testRuns ?? DEFAULT_TEST_RUNS,
    );
    await scope.register(routeFamily('ICPs and USPs', draftRoutes), {
      ...(config.drafts ?? DEFAULT_DRAFTS),
      now,
    });
    await scope.register(routeFamily('ICPs and USPs', reviseRoutes), {
      ...(config.drafts ?? DEFAULT_DRAFTS),
      now,
    });
    await scope.register(routeFamily('ICPs and USPs', draftDismissRoutes), { now });
    await scope.register(routeFamily('instructions', artifactRoutes));
    await scope.register(routeFamily('instructions', scorecardRoutes), { now });
    await scope.register(routeFamily('ICPs and USPs', exchangeRoutes));
    await scope.register(routeFamily('ICPs and USPs', copyRoutes));
    await scope.register(routeFamily('test cases', testCaseRoutes));
    await scope.register(routeFamily('test cases', testCaseRunRoutes), {
      ...(config.drafts ?? DEFAULT_DRAFTS),
      now,
    });
    await scope.register(routeFamily('the trash', trashRoutes), { now });
    await scope.register(routeFamily('accounts', accountRoutes, { right: 'administer' }));
    await scope.register(routeFamily('instructions', releaseRoutes));
    await scope.register(routeFamily('webhooks', webhookRoutes, { right: 'administer' }));
  });

  return app;
}
