import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { conflict, idMismatch, notFound } from '../errors';
import {
  CreateUspRequest,
  PageQuery,
  TenantUspParams,
  TenantWorkspaceParams,
  UpdateUspRequest,
  Usp,
  UspParams,
} from '@portal/contract';
import { bearer, errors } from '../schemas';
import { inTrash } from './trash';
import { fieldPathMessages } from '../validation';
import { limitAsNumber, ListHeaders, listResponses, pageOf, sendList } from './paging';
import { claimOf } from '../drafts/lineage-claim';
import { LINEAGE_SUMMARY } from './icps';

/** A missing USP, another tenant's, or one outside the named workspace: one answer for all. */
export const USP_NOT_FOUND = 'USP not found';

/** A PUT naming a revision that is no longer the stored one: nothing was written. */
export const staleUsp = () =>
  conflict('STALE_REVISION', 'This USP was changed by someone else. Reload to see their changes.');

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
      preValidation: limitAsNumber,
      schema: {
        tags,
        summary:
          "A workspace's USPs, oldest first, products and capabilities in order. " +
          'With `limit`, one page; the x-next-cursor header names the next (absent on the last). ' +
          'ETag; If-None-Match with the current tag answers 304 without a body',
        security: bearer,
        params: TenantWorkspaceParams,
        querystring: PageQuery,
        headers: ListHeaders,
        response: { ...listResponses(Usp), ...errors(400, 401, 404, 500) },
      },
    },
    async (request, reply) => {
      const { tenantId, workspaceId } = request.params;
      const page = pageOf(request.query);
      // Read as the caller may: a copy's source out of their reach moves neither (issue 33 §9).
      const rows = await app.repos.usps.version(tenantId, workspaceId, page, request.user);
      return sendList(request, reply, { scope: ['Usp', tenantId, workspaceId], page, rows }, () =>
        app.repos.usps.list(tenantId, workspaceId, page, request.user),
      );
    },
  );

  app.post(
    '/api/usp-onboarding',
    {
      schemaErrorFormatter: fieldPathMessages,
      schema: {
        tags,
        summary:
          'Create a USP with its products and capabilities (one transaction). ' + LINEAGE_SUMMARY,
        security: bearer,
        body: CreateUspRequest,
        response: { 201: Usp, ...errors(400, 401, 404, 413, 500) },
      },
    },
    async (request, reply) => {
      const { generation, ...input } = request.body;
      const { tenantId, workspaceId } = input;
      const claim = claimOf(app.generationTokens, generation, {
        kinds: ['usp'],
        tenantId,
        workspaceId,
      });
      return reply.status(201).send(await app.repos.usps.create(input, request.user, claim));
    },
  );

  app.put(
    '/api/usp-onboarding/:uspId',
    {
      schemaErrorFormatter: fieldPathMessages,
      schema: {
        tags,
        summary:
          'Replace a USP (one transaction). 400 ID_MISMATCH if body id ≠ :uspId; ' +
          '404 if the USP is not in the body tenant and workspace; ' +
          '409 STALE_REVISION if `revision` is sent and is not the stored one, 409 IN_TRASH if ' +
          'the USP is in the trash. ' +
          `${LINEAGE_SUMMARY}; without it, a change of the content marks a drafted USP edited`,
        security: bearer,
        params: UspParams,
        body: UpdateUspRequest,
        response: { 200: Usp, ...errors(400, 401, 404, 409, 413, 500) },
      },
    },
    async (request) => {
      const { id, tenantId, workspaceId, revision, generation, ...changes } = request.body;
      if (id !== request.params.uspId) throw idMismatch('Body id must equal the uspId in the path');
      const claim = claimOf(app.generationTokens, generation, {
        kinds: ['usp'],
        tenantId,
        workspaceId,
      });
      const update = await app.repos.usps.update(
        { tenantId, workspaceId, id, reader: request.user },
        changes,
        revision,
        request.user,
        claim,
      );
      if (update.outcome === 'not-found') throw notFound(USP_NOT_FOUND);
      if (update.outcome === 'stale') throw staleUsp();
      if (update.outcome === 'in-trash') throw inTrash('USP');
      return update.usp;
    },
  );

  app.delete(
    '/api/usp-onboarding/:tenantId/:uspId',
    {
      schema: {
        tags,
        summary:
          "Delete a USP: it moves to its workspace's trash with its products and capabilities",
        security: bearer,
        params: TenantUspParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errors(400, 401, 404, 500) },
      },
    },
    async (request, reply) => {
      const { tenantId, uspId } = request.params;
      if (
        !(await app.repos.usps.delete({ tenantId, id: uspId, reader: request.user }, request.user))
      ) {
        throw notFound(USP_NOT_FOUND);
      }
      return reply.status(204).send(null);
    },
  );
};
