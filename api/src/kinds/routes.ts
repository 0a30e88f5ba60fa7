import { type FastifyPluginAsyncTypebox, type TSchema, Type } from '@fastify/type-provider-typebox';
import { PageQuery, type RecordKind, TenantWorkspaceParams } from '@portal/contract';
import { conflict, idMismatch, notFound } from '../errors';
import { limitAsNumber, ListHeaders, listResponses, pageOf, sendList } from '../routes/paging';
import { inTrash } from '../trash/refusals';
import { bearer, errors } from '../schemas';
import { fieldPathMessages } from '../validation';
import { claimOf } from '../drafts/lineage-claim';
import type { ArtifactRepository, RecordChanges } from './repository';
import type { ArtifactKind } from './kind';
import { OneLiveRecordTaken, takenBody } from './one-per-workspace';

/*
 * One set of routes for every artifact kind (spec §7): list, read, create, update, delete.
 * Registered in the authenticated scope, whose tenant-access hook has already 404'd any tenant
 * the caller cannot reach and any workspace not of that tenant, in the path or the body (a
 * PUT without the tenant in its path names it only in the body). Every query is also filtered
 * by that tenant.
 */

/** What a kind's routes say of it, besides what its declaration does. */
export interface KindRoutes {
  /** '/api/icp-onboarding'. */
  base: string;
  /** The id's path parameter: 'icpId'. */
  idParam: string;
  /** Tenant and id in the path: read and delete (and an update whose path has the tenant). */
  params: TSchema;
  create: TSchema;
  update: TSchema;
  /** The update's path after `base`, and its parameters: the spec's USP PUT has no tenant. */
  updatePath: string;
  updateParams: TSchema;
  /**
   * A kind held once per workspace: the 409 body of a second create (the contract's
   * BriefExists: code, message and the live record's `existingId`).
   */
  taken?: TSchema;
  /** A larger body than the server's default (an ICP with many personas). */
  bodyLimit?: number;
  summaries: { list: string; read: string; create: string; update: string; delete: string };
}

/** How the create and update summaries describe `generation`. */
export const LINEAGE_SUMMARY =
  'With `generation.token` from a draft, records `generatedBy` (400 GENERATION_TOKEN_INVALID ' +
  'for a token this server did not sign, GENERATION_TOKEN_MISMATCH for one of another ' +
  'tenant, workspace or kind)';

/** A PUT naming a revision that is no longer the stored one: nothing was written. */
export const staleRecord = (kind: ArtifactKind) =>
  conflict(
    'STALE_REVISION',
    `This ${kind.label} was changed by someone else. Reload to see their changes.`,
  );

type Params = Record<string, string>;
type Body = Record<string, unknown> & {
  id?: string;
  tenantId: string;
  workspaceId: string;
  revision?: number;
  generation?: { token: string };
};

export function artifactRoutes<K extends RecordKind>(
  kind: ArtifactKind<K>,
  routes: KindRoutes,
  repository: (app: Parameters<FastifyPluginAsyncTypebox>[0]) => ArtifactRepository<K>,
): FastifyPluginAsyncTypebox {
  const tags = [routes.base.replace('/api/', '')];
  const bodyLimit = routes.bodyLimit === undefined ? {} : { bodyLimit: routes.bodyLimit };
  return async (app) => {
    const repo = repository(app);
    // An update names its record: only there may a revision's token be sent (issue 39 §2).
    const claim = (generation: Body['generation'], body: Body) =>
      claimOf(app.generationTokens, generation, {
        kinds: kind.draftKinds,
        tenantId: body.tenantId,
        workspaceId: body.workspaceId,
        ...(body.id === undefined ? {} : { recordId: body.id }),
      });

    app.get(
      `${routes.base}/:tenantId/workspace/:workspaceId`,
      {
        preValidation: limitAsNumber,
        schema: {
          tags,
          summary: routes.summaries.list,
          security: bearer,
          params: TenantWorkspaceParams,
          querystring: PageQuery,
          headers: ListHeaders,
          response: { ...listResponses(kind.record), ...errors(400, 401, 404, 500) },
        },
      },
      async (request, reply) => {
        const { tenantId, workspaceId } = request.params;
        const page = pageOf(request.query);
        // Read as the caller may: a copy's source out of their reach moves neither (issue 33 §9).
        const rows = await repo.version(tenantId, workspaceId, page, request.user);
        return sendList(
          request,
          reply,
          {
            scope: [kind.label[0] + kind.label.slice(1).toLowerCase(), tenantId, workspaceId],
            page,
            rows,
          },
          () => repo.list(tenantId, workspaceId, page, request.user),
        );
      },
    );

    app.get(
      `${routes.base}/:tenantId/:${routes.idParam}`,
      {
        schema: {
          tags,
          summary: routes.summaries.read,
          security: bearer,
          params: routes.params,
          response: { 200: kind.record, ...errors(400, 401, 404, 500) },
        },
      },
      async (request) => {
        const params = request.params as Params;
        const record = await repo.find({
          tenantId: params.tenantId!,
          id: params[routes.idParam]!,
          reader: request.user,
        });
        if (!record) throw notFound(kind.notFound);
        return record;
      },
    );

    app.post(
      routes.base,
      {
        ...bodyLimit,
        schemaErrorFormatter: fieldPathMessages,
        schema: {
          tags,
          summary: routes.summaries.create,
          security: bearer,
          body: routes.create,
          response: {
            201: kind.record,
            ...errors(400, 401, 404, 413, 500),
            ...(routes.taken ? { 409: routes.taken } : {}),
          },
        },
      },
      async (request, reply) => {
        const { generation, ...input } = request.body as Body;
        try {
          const made = await repo.create(input as never, request.user, claim(generation, input));
          return reply.status(201).send(made);
        } catch (error) {
          if (error instanceof OneLiveRecordTaken) return reply.status(409).send(takenBody(error));
          throw error;
        }
      },
    );

    app.put(
      `${routes.base}/${routes.updatePath}`,
      {
        ...bodyLimit,
        schemaErrorFormatter: fieldPathMessages,
        schema: {
          tags,
          summary: routes.summaries.update,
          security: bearer,
          params: routes.updateParams,
          body: routes.update,
          response: { 200: kind.record, ...errors(400, 401, 404, 409, 413, 500) },
        },
      },
      async (request) => {
        const params = request.params as Params;
        const body = request.body as Body;
        const { id, tenantId, workspaceId, revision, generation, ...changes } = body;
        if (id !== params[routes.idParam])
          throw idMismatch(`Body id must equal the ${routes.idParam} in the path`);
        // A body naming another tenant than the path addresses no record reachable this way.
        if (params.tenantId !== undefined && tenantId !== params.tenantId)
          throw notFound(kind.notFound);
        const update = await repo.update(
          { tenantId, workspaceId, id: id!, reader: request.user },
          changes as RecordChanges<K>,
          revision,
          request.user,
          claim(generation, body),
        );
        if (update.outcome === 'not-found') throw notFound(kind.notFound);
        if (update.outcome === 'stale') throw staleRecord(kind);
        if (update.outcome === 'in-trash') throw inTrash(kind.label);
        return update.record;
      },
    );

    app.delete(
      `${routes.base}/:tenantId/:${routes.idParam}`,
      {
        schema: {
          tags,
          summary: routes.summaries.delete,
          security: bearer,
          params: routes.params,
          response: { 204: Type.Null({ description: 'Deleted' }), ...errors(400, 401, 404, 500) },
        },
      },
      async (request, reply) => {
        const params = request.params as Params;
        const scope = {
          tenantId: params.tenantId!,
          id: params[routes.idParam]!,
          reader: request.user,
        };
        if (!(await repo.delete(scope, request.user))) throw notFound(kind.notFound);
        return reply.status(204).send(null);
      },
    );
  };
}
