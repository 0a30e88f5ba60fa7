import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** 404 unless the signed-in caller may reach the tenant (member, or admin). */
    assertTenantAccess: (request: FastifyRequest, tenantId: string) => Promise<void>;
    /** preHandler for a scope: checks `request.params.tenantId` on every route that has one. */
    tenantAccess: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * Another tenant's id answers exactly like an id that does not exist (same 404 body), so a
 * caller cannot learn which tenants exist. Routes taking the tenant from the body call
 * `assertTenantAccess` themselves.
 */
export const TENANT_NOT_FOUND = 'Tenant not found';

export default fp(
  async function tenantAccess(app: FastifyInstance) {
    app.decorate('assertTenantAccess', async (request: FastifyRequest, tenantId: string) => {
      if (!(await app.repos.tenants.isReachable(request.user, tenantId)))
        throw notFound(TENANT_NOT_FOUND);
    });

    app.decorate('tenantAccess', async (request: FastifyRequest) => {
      const { tenantId } = (request.params ?? {}) as { tenantId?: string };
      if (tenantId !== undefined) await app.assertTenantAccess(request, tenantId);
    });
  },
  { name: 'tenant-access', dependencies: ['repositories', 'auth'] },
);
