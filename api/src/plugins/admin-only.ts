import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors';

/**
 * A preHandler for a scope of admin-only routes: 403 FORBIDDEN with `message` for anyone
 * else. It runs after the signed-in scope's hooks, so a tenant out of reach is still the same
 * 404 as a missing one, never a 403 that reveals it. `isAdmin` comes from the database on
 * every request (auth.ts), so a demoted admin loses the right at once.
 */
export const adminOnly = (message: string) =>
  async function adminOnlyHook(request: FastifyRequest): Promise<void> {
    if (!request.user.isAdmin) throw forbidden(message);
  };
