import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { conflict, idMismatch, notFound } from '../errors';
import {
  CreateIcpRequest,
  Icp,
  IcpParams,
  PageQuery,
  TenantWorkspaceParams,
  UpdateIcpRequest,
} from '@portal/contract';
import { limitAsNumber, ListHeaders, listResponses, pageOf, sendList } from './paging';
import { inTrash } from './trash';
import { bearer, errors, ICP_BODY_LIMIT } from '../schemas';
import { fieldPathMessages } from '../validation';
import { claimOf } from '../drafts/lineage-claim';
import type { DraftKind } from '../repositories/lineage';

/** A missing ICP, another tenant's, or one outside the named workspace: one answer for all. */
export const ICP_NOT_FOUND = 'ICP not found';

/** A PUT naming a revision that is no longer the stored one: nothing was written. */
export const staleIcp = () =>
  conflict('STALE_REVISION', 'This ICP was changed by someone else. Reload to see their changes.');

const tags = ['icp-onboarding'];

/** An ICP may be saved from an ICP draft or from a persona draft (its personas). */
const ICP_DRAFT_KINDS: readonly DraftKind[] = ['icp', 'buyer-personas'];

/** How the create and update summaries describe `generation`. */
export const LINEAGE_SUMMARY =
  'With `generation.token` from a draft, records `generatedBy` (400 GENERATION_TOKEN_INVALID ' +
  'for a token this server did not sign, GENERATION_TOKEN_MISMATCH for one of another ' +
  'tenant, workspace or kind)';

/**
 * ICP onboarding (spec §7). Registered in the authenticated scope, whose tenant-access hook
 * has already 404'd any tenant the caller cannot reach and any workspace not of that tenant,
 * in the path or the body. Every query below is also filtered by that tenant.
 */
export const icpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/icp-onboarding/:tenantId/workspace/:workspaceId',
    {
      preValidation: limitAsNumber,
      schema: {
        tags,
        summary:
          "A workspace's ICPs, oldest first, segments and personas in their stored order. " +
          'With `limit`, one page; the x-next-cursor header names the next (absent on the last). ' +
          'ETag; If-None-Match with the current tag answers 304 without a body',
        security: bearer,
        params: TenantWorkspaceParams,
        querystring: PageQuery,
        headers: ListHeaders,
        response: { ...listResponses(Icp), ...errors(400, 401, 404, 500) },
      },
    },
    async (request, reply) => {
      const { tenantId, workspaceId } = request.params;
      const page = pageOf(request.query);
      // Read as the caller may: a copy's source out of their reach moves neither (issue 33 §9).
      const rows = await app.repos.icps.version(tenantId, workspaceId, page, request.user);
      return sendList(request, reply, { scope: ['Icp', tenantId, workspaceId], page, rows }, () =>
        app.repos.icps.list(tenantId, workspaceId, page, request.user),
      );
    },
  );

  app.get(
    '/api/icp-onboarding/:tenantId/:icpId',
    {
      schema: {
        tags,
        summary: 'One ICP of the tenant; 404 if missing or of another tenant',
        security: bearer,
        params: IcpParams,
        response: { 200: Icp, ...errors(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const icp = await app.repos.icps.find({
        tenantId: request.params.tenantId,
        id: request.params.icpId,
        reader: request.user,
      });
      if (!icp) throw notFound(ICP_NOT_FOUND);
      return icp;
    },
  );

  app.post(
    '/api/icp-onboarding',
    {
      bodyLimit: ICP_BODY_LIMIT,
      schemaErrorFormatter: fieldPathMessages,
      schema: {
        tags,
        summary:
          'Create an ICP with its segments and buyer personas (one transaction). ' +
          LINEAGE_SUMMARY,
        security: bearer,
        body: CreateIcpRequest,
        response: { 201: Icp, ...errors(400, 401, 404, 413, 500) },
      },
    },
    async (request, reply) => {
      const { generation, ...input } = request.body;
      const { tenantId, workspaceId } = input;
      const claim = claimOf(app.generationTokens, generation, {
        kinds: ICP_DRAFT_KINDS,
        tenantId,
        workspaceId,
      });
      return reply.status(201).send(await app.repos.icps.create(input, request.user, claim));
    },
  );

  app.put(
    '/api/icp-onboarding/:tenantId/:icpId',
    {
      bodyLimit: ICP_BODY_LIMIT,
      schemaErrorFormatter: fieldPathMessages,
      schema: {
        tags,
        summary:
          'Update an ICP: unsent fields stay, sent lists replace the stored ones (one transaction). ' +
          '400 ID_MISMATCH if body id ≠ :icpId; 404 if the ICP is not in the body tenant and ' +
          'workspace; 409 STALE_REVISION if `revision` is sent and is not the stored one, ' +
          '409 IN_TRASH if the ICP is in the trash. ' +
          `${LINEAGE_SUMMARY}; without it, a change of the content marks a drafted ICP edited`,
        security: bearer,
        params: IcpParams,
        body: UpdateIcpRequest,
        response: { 200: Icp, ...errors(400, 401, 404, 409, 413, 500) },
      },
    },
    async (request) => {
      const { tenantId, icpId } = request.params;
      const {
        id,
        tenantId: bodyTenantId,
        workspaceId,
        revision,
        generation,
        ...changes
      } = request.body;
      if (id !== icpId) throw idMismatch('Body id must equal the icpId in the path');
      // A body naming another tenant than the path addresses no ICP reachable this way.
      if (bodyTenantId !== tenantId) throw notFound(ICP_NOT_FOUND);
      const claim = claimOf(app.generationTokens, generation, {
        kinds: ICP_DRAFT_KINDS,
        tenantId,
        workspaceId,
      });
      const update = await app.repos.icps.update(
        { tenantId, workspaceId, id, reader: request.user },
        changes,
        revision,
        request.user,
        claim,
      );
      if (update.outcome === 'not-found') throw notFound(ICP_NOT_FOUND);
      if (update.outcome === 'stale') throw staleIcp();
      if (update.outcome === 'in-trash') throw inTrash('ICP');
      return update.icp;
    },
  );

  app.delete(
    '/api/icp-onboarding/:tenantId/:icpId',
    {
      schema: {
        tags,
        summary: "Delete an ICP: it moves to its workspace's trash with its segments and personas",
        security: bearer,
        params: IcpParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errors(400, 401, 404, 500) },
      },
    },
    async (request, reply) => {
      const { tenantId, icpId } = request.params;
      if (
        !(await app.repos.icps.delete({ tenantId, id: icpId, reader: request.user }, request.user))
      ) {
        throw notFound(ICP_NOT_FOUND);
      }
      return reply.status(204).send(null);
    },
  );
};
