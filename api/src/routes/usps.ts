import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { idMismatch, notFound } from '../errors';
import {
  CreateUspRequest,
  TenantUspParams,
  TenantWorkspaceParams,
  UpdateUspRequest,
  Usp,
  UspParams,
} from '@portal/contract';
import { bearer, errors } from '../schemas';
import { fieldPathMessages } from '../validation';

/** A missing USP, another tenant's, or one outside the named workspace: one answer for all. */
export const USP_NOT_FOUND = 'USP not found';

const tags = ['usp-onboarding'];

/**
 * USP onboarding (spec §7). Registered in the authenticated scope, whose tenant-access hook
 * has already 404'd any tenant the caller cannot reach and any workspace not of that tenant,
 * in the path or the body (PUT names its tenant only in the body). Every query below is also
 * filtered by that tenant.
 */
export const uspRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/usp-onboarding/:tenantId/workspace/:workspaceId',
    {
      schema: {
        tags,
        summary: "A workspace's USPs, oldest first, products and capabilities in order",
        security: bearer,
        params: TenantWorkspaceParams,
        response: { 200: Type.Array(Usp), ...errors(400, 401, 404, 500) },
      },
    },
    async (request) =>
      app.repos.usps.listByWorkspace(request.params.tenantId, request.params.workspaceId),
  );

  app.post(
    '/api/usp-onboarding',
    {
      schemaErrorFormatter: fieldPathMessages,
      schema: {
        tags,
        summary: 'Create a USP with its products and capabilities (one transaction)',
        security: bearer,
        body: CreateUspRequest,
        response: { 201: Usp, ...errors(400, 401, 404, 413, 500) },
      },
    },
    async (request, reply) => reply.status(201).send(await app.repos.usps.create(request.body)),
  );

  app.put(
    '/api/usp-onboarding/:uspId',
    {
      schemaErrorFormatter: fieldPathMessages,
      schema: {
        tags,
        summary:
          'Replace a USP (one transaction). 400 ID_MISMATCH if body id ≠ :uspId; ' +
          '404 if the USP is not in the body tenant and workspace',
        security: bearer,
        params: UspParams,
        body: UpdateUspRequest,
        response: { 200: Usp, ...errors(400, 401, 404, 413, 500) },
      },
    },
    async (request) => {
      const { id, tenantId, workspaceId, ...changes } = request.body;
      if (id !== request.params.uspId) throw idMismatch('Body id must equal the uspId in the path');
      const usp = await app.repos.usps.update({ tenantId, workspaceId, id }, changes);
      if (!usp) throw notFound(USP_NOT_FOUND);
      return usp;
    },
  );

  app.delete(
    '/api/usp-onboarding/:tenantId/:uspId',
    {
      schema: {
        tags,
        summary: 'Delete a USP with its products and capabilities',
        security: bearer,
        params: TenantUspParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errors(400, 401, 404, 500) },
      },
    },
    async (request, reply) => {
      const { tenantId, uspId } = request.params;
      if (!(await app.repos.usps.delete({ tenantId, id: uspId }))) throw notFound(USP_NOT_FOUND);
      return reply.status(204).send(null);
    },
  );
};
