import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { notFound } from '../errors';
import { TENANT_NOT_FOUND } from '../plugins/tenant-access';
import { Tenant, TenantParams } from '@portal/contract';
import { bearer, errors } from '../schemas';

/**
 * GET /api/tenants/ and GET /api/tenants/:tenantId. Registered in the authenticated scope,
 * whose tenant-access hook has already 404'd any :tenantId the caller cannot reach.
 */
export const tenantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/tenants/',
    {
      schema: {
        tags: ['tenants'],
        summary: 'Tenants the caller may reach, sorted by name',
        security: bearer,
        response: { 200: Type.Array(Tenant), ...errors(401, 500) },
      },
    },
    async (request) => app.repos.tenants.listReachable(request.user),
  );

  app.get(
    '/api/tenants/:tenantId',
    {
      schema: {
        tags: ['tenants'],
        summary: 'One tenant; 404 if it does not exist or the caller cannot reach it',
        security: bearer,
        params: TenantParams,
        response: { 200: Tenant, ...errors(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const tenant = await app.repos.tenants.findReachable(request.user, request.params.tenantId);
      if (!tenant) throw notFound(TENANT_NOT_FOUND);
      return tenant;
    },
  );
};
