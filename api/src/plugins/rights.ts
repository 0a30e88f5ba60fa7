import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { defaultRight, holds, refusal, type Right } from '../auth/roles';
import { forbidden } from '../errors';
import { errors } from '../schemas';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route asks of its caller's role; without it, GET/HEAD read, others change. */
    right?: Right;
    /** The route family's name in refusals ("ICPs": "Viewers cannot change ICPs"). */
    family?: string;
  }
}

/**
 * One hook for the whole signed-in scope: 403 FORBIDDEN, naming the missing right, when the
 * caller's role (read from the database on every request by `authenticate`) lacks what the
 * route asks. It runs right after `authenticate`, before the body is read: the refusal is the
 * same whatever the request names, so it tells nothing of other tenants, and a viewer's
 * write is refused before any validation detail.
 */
export async function requireRight(request: FastifyRequest): Promise<void> {
  const { right = defaultRight(request.method), family } = request.routeOptions.config;
  if (!holds(request.user.role, right)) {
    throw forbidden(refusal(request.user.role, right, family ?? 'this'));
  }
}

/**
 * Registers `routes` as the family `name`: each of its routes carries the name, for refusals.
 * `requireFamilies` makes a signed-in route outside every family fail the app's start, so a new
 * route cannot be added without saying whose rights it needs. With `right`, that is what each
 * of its routes asks unless it says otherwise (accounts: `administer`, reads included).
 */
export function routeFamily<Options extends object>(
  name: string,
  routes: FastifyPluginAsync<Options>,
  family: { right?: Right } = {},
): FastifyPluginAsync<Options> {
  return async (scope, options) => {
    scope.addHook('onRoute', (route) => {
      route.config = { right: family.right, ...route.config, family: name };
      // A route a role can be refused says so in the OpenAPI document and its serialiser.
      const right = route.config.right ?? defaultRight(String(route.method));
      const response = route.schema?.response as Record<string, unknown> | undefined;
      if (right !== 'read' && response && !response[403]) {
        route.schema = { ...route.schema, response: { ...response, ...errors(403) } };
      }
    });
    await scope.register(routes, options);
  };
}

/**
 * Adds `requireRight` to `scope` (call it after `authenticate` is added) and refuses to start
 * with a route of the scope in no family.
 */
export function requireFamilies(scope: FastifyInstance): void {
  const routes: { method: string | string[]; url: string; config?: { family?: string } }[] = [];
  // The scope's onRoute runs before a family's (parents first); both see one options object,
  // so the family's name is on it by the time the app is ready.
  scope.addHook('onRoute', (route) => {
    routes.push(route);
  });
  scope.addHook('onReady', async () => {
    const orphan = routes.find((route) => !route.config?.family);
    if (orphan) throw new Error(`${String(orphan.method)} ${orphan.url} is in no route family`);
  });
  scope.addHook('onRequest', requireRight);
}
