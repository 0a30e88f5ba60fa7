import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** 404 unless the signed-in caller may reach the tenant (member, or admin). */
    assertTenantAccess: (request: FastifyRequest, tenantId: string) => Promise<void>;
    /**
     * preHandler for a scope: checks the `tenantId` (and the `workspaceId` paired with it) that
     * a route names in its path params and in its JSON body.
     */
    tenantAccess: (request: FastifyRequest) => Promise<void>;
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
    app.decorate('assertTenantAccess', async (request: FastifyRequest, tenantId: string) => {
      if (!(await app.repos.tenants.isReachable(request.user, tenantId)))
        throw notFound(TENANT_NOT_FOUND);
    });

    /** A tenant must be reachable; a workspace named beside it must belong to it. */
    const assertScope = async (request: FastifyRequest, source: unknown) => {
      if (typeof source !== 'object' || source === null) return;
      const { tenantId, workspaceId } = source as NamedScope;
      if (typeof tenantId !== 'string') return;
      await app.assertTenantAccess(request, tenantId);
      if (
        typeof workspaceId === 'string' &&
        !(await app.repos.workspaces.belongsToTenant(workspaceId, tenantId))
      )
        throw notFound(WORKSPACE_NOT_FOUND);
    };

    // Runs after schema validation, so a body here already has the route's declared shape.
    // Body ids are checked as well as path ids: the POST routes and PUT /api/usp-onboarding/:uspId
    // take their tenant and workspace from the body only.
    app.decorate('tenantAccess', async (request: FastifyRequest) => {
      await assertScope(request, request.params);
      await assertScope(request, request.body);
    });
  },
  { name: 'tenant-access', dependencies: ['repositories', 'auth'] },
);
