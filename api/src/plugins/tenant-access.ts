import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../errors';
import type { Caller } from '../repositories';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler for a scope: checks the `tenantId` (and the `workspaceId` paired with it) that
     * a route names in its path params, its query string and its JSON body.
     */
    tenantAccess: (request: FastifyRequest) => Promise<void>;
    /**
     * The same check for a scope a route names otherwise (the copy's `fromTenantId` and
     * `fromWorkspaceId`): 404 when the caller cannot reach the tenant or the workspace is not
     * of it.
     */
    assertReachable: (
      caller: Caller,
      scope: { tenantId: string; workspaceId?: string },
    ) => Promise<void>;
  }
}

/**
 * Another tenant's id answers exactly like an id that does not exist (same 404 body), so a
 * caller cannot learn which tenants exist. The same holds for a workspace of another tenant.
 */
export const TENANT_NOT_FOUND = 'Tenant not found';
export const WORKSPACE_NOT_FOUND = 'Workspace not found';

interface NamedScope {
  tenantId?: unknown;
  workspaceId?: unknown;
}

export default fp(
  async function tenantAccess(app: FastifyInstance) {
    /** A tenant must be reachable (member, or admin); a workspace named beside it must be its own. */
    const assertReachable = async (
      caller: Caller,
      { tenantId, workspaceId }: { tenantId: string; workspaceId?: string },
    ) => {
      const check = await app.repos.tenants.checkScope(caller, tenantId, workspaceId);
      if (check === 'tenant-not-found') throw notFound(TENANT_NOT_FOUND);
      if (check === 'workspace-not-found') throw notFound(WORKSPACE_NOT_FOUND);
    };

    const assertScope = async (request: FastifyRequest, source: unknown) => {
      if (typeof source !== 'object' || source === null) return;
      const { tenantId, workspaceId } = source as NamedScope;
      if (typeof tenantId !== 'string') return;
      await assertReachable(request.user, {
        tenantId,
        workspaceId: typeof workspaceId === 'string' ? workspaceId : undefined,
      });
    };

    app.decorate('assertReachable', assertReachable);

    // Runs after schema validation, so a body here already has the route's declared shape.
    // Body ids are checked as well as path ids: the POST routes and PUT /api/usp-onboarding/:uspId
    // take their tenant and workspace from the body only; GET /api/audit from the query.
    app.decorate('tenantAccess', async (request: FastifyRequest) => {
      await assertScope(request, request.params);
      await assertScope(request, request.query);
      await assertScope(request, request.body);
    });
  },
  { name: 'tenant-access', dependencies: ['repositories', 'auth'] },
);
