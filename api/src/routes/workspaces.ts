import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { notFound } from '../errors';
import { WORKSPACE_NOT_FOUND } from '../plugins/tenant-access';
import { TenantParams, Workspace, WorkspaceParams } from '@portal/contract';
import { bearer, errors } from '../schemas';

/**
 * GET /api/workspaces/tenant/:tenantId and GET /api/workspaces/:workspaceId. The scope's
 * tenant-access hook guards :tenantId; a workspace by id is looked up through the caller's
 * tenants, so another tenant's workspace is a 404 like a missing one.
 */
export const workspaceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/workspaces/tenant/:tenantId',
    {
      schema: {
        tags: ['workspaces'],
        summary: "A tenant's workspaces, sorted by name; 404 if the tenant is not reachable",
        security: bearer,
        params: TenantParams,
        response: { 200: Type.Array(Workspace), ...errors(400, 401, 404, 500) },
      },
    },
    async (request) => app.repos.workspaces.listByTenant(request.params.tenantId),
  );

  app.get(
    '/api/workspaces/:workspaceId',
    {
      schema: {
        tags: ['workspaces'],
        summary: 'One workspace; 404 unless its tenant is reachable',
        security: bearer,
        params: WorkspaceParams,
        response: { 200: Workspace, ...errors(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const workspace = await app.repos.workspaces.findReachable(
        request.user,
        request.params.workspaceId,
      );
      if (!workspace) throw notFound(WORKSPACE_NOT_FOUND);
      return workspace;
    },
  );
};
