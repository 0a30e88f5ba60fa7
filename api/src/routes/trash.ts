import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  RestoredRecord,
  TenantWorkspaceParams,
  TrashItem,
  TrashItemParams,
  TrashList,
} from '@portal/contract';
import { conflict, forbidden, notFound } from '../errors';
import { purgeCutoff } from '../trash/repository';
import { bearer, errors } from '../schemas';

/** A PUT to a record in the trash: nothing written; the browser offers Restore. */
export const inTrash = (label: string) =>
  conflict('IN_TRASH', `This ${label} is in the trash. Restore it to edit it.`);

/** Missing, already restored or purged, of another workspace: one answer for all. */
export const NOT_IN_TRASH = 'Not in the trash';

const tags = ['trash'];
const ITEM = '/api/tenants/:tenantId/workspaces/:workspaceId/trash/:kind/:id';

/**
 * A workspace's trash (issue 24 §4). In the signed-in scope: the tenant-access hook has already
 * 404'd a tenant the caller cannot reach and a workspace not of that tenant. Every call first
 * purges the workspace's expired records, so none of them is ever answered or restored.
 */
export const trashRoutes: FastifyPluginAsyncTypebox<{ now: () => number }> = async (
  app,
  { now },
) => {
  const purgeExpired = (scope: { tenantId: string; workspaceId: string }) =>
    app.repos.trash.purgeExpired(purgeCutoff(now()), scope);

  app.get(
    '/api/tenants/:tenantId/workspaces/:workspaceId/trash',
    {
      schema: {
        tags,
        summary:
          "The workspace's deleted ICPs and USPs, newest deletion first, with who deleted " +
          'each, when, and when it is purged (not paged)',
        security: bearer,
        params: TenantWorkspaceParams,
        response: { 200: TrashList, ...errors(400, 401, 404, 500) },
      },
    },
    async (request) => {
      await purgeExpired(request.params);
      return { items: await app.repos.trash.list(request.params) };
    },
  );

  app.get(
    ITEM,
    {
      schema: {
        tags,
        summary:
          'One record of the trash: how a deep link to a deleted ICP or USP learns it is there',
        security: bearer,
        params: TrashItemParams,
        response: { 200: TrashItem, ...errors(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const { kind, id, ...scope } = request.params;
      await purgeExpired(scope);
      const item = await app.repos.trash.find(scope, kind, id);
      if (!item) throw notFound(NOT_IN_TRASH);
      return item;
    },
  );

  app.post(
    `${ITEM}/restore`,
    {
      schema: {
        tags,
        summary:
          'Restore a record: live again, its revision one up. 409 NAME_IN_USE while a live ' +
          'record of its kind in the workspace has its name (nothing written)',
        security: bearer,
        params: TrashItemParams,
        response: { 200: RestoredRecord, ...errors(400, 401, 404, 409, 500) },
      },
    },
    async (request) => {
      const { kind, id, ...scope } = request.params;
      await purgeExpired(scope);
      const restore = await app.repos.trash.restore(scope, kind, id, request.user, request.user);
      if (restore.outcome === 'not-found') throw notFound(NOT_IN_TRASH);
      if (restore.outcome === 'name-in-use') {
        throw conflict(
          'NAME_IN_USE',
          `Another ${kind.toUpperCase()} is named '${restore.name}'. Rename it, then restore this one.`,
        );
      }
      return restore.record;
    },
  );

  app.delete(
    ITEM,
    {
      schema: {
        tags,
        summary: 'Delete a record of the trash forever (admins only: 403 for others)',
        security: bearer,
        params: TrashItemParams,
        response: {
          204: Type.Null({ description: 'Deleted forever' }),
          ...errors(400, 401, 403, 404, 500),
        },
      },
    },
    async (request, reply) => {
      if (!request.user.isAdmin) throw forbidden('Only an admin can delete forever.');
      const { kind, id, ...scope } = request.params;
      await purgeExpired(scope);
      if (!(await app.repos.trash.purge(scope, kind, id, request.user))) {
        throw notFound(NOT_IN_TRASH);
      }
      return reply.status(204).send(null);
    },
  );
};
