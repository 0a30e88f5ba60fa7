import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  BulkDeleteResult,
  BulkRestoreResult,
  RecordIds,
  RestoredRecord,
  TenantWorkspaceParams,
  TrashKindParams,
  TrashItem,
  TrashItemParams,
  TrashList,
} from '@portal/contract';
import { forbidden, notFound } from '../errors';
import { NOT_IN_TRASH, restoreRefusal } from '../trash/refusals';
import { purgeCutoff } from '../trash/repository';
import { bearer, errors } from '../schemas';

const tags = ['trash'];
const KIND = '/api/tenants/:tenantId/workspaces/:workspaceId/trash/:kind';
const ITEM = `${KIND}/:id`;

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
      if (restore.outcome !== 'restored') throw restoreRefusal(kind, restore);
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

  app.post(
    KIND,
    {
      schema: {
        tags,
        summary:
          'Move records of one kind to the trash at once (issue 36 §5): one transaction, an ' +
          'audit entry each, as their DELETE writes it. `failed` names each id with no live ' +
          'record of the workspace (NOT_FOUND); the others are moved all the same',
        security: bearer,
        params: TrashKindParams,
        body: RecordIds,
        response: { 200: BulkDeleteResult, ...errors(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const { kind, ...scope } = request.params;
      await purgeExpired(scope);
      const { ids } = request.body;
      return app.repos.trash.deleteMany({
        scope,
        kind,
        ids,
        actor: request.user,
        reader: request.user,
      });
    },
  );

  app.post(
    `${KIND}/restore`,
    {
      schema: {
        tags,
        summary:
          'Restore records of one kind at once (issue 36 §5): one transaction, each as its ' +
          'own restore does it. `failed` names each id not in the trash (NOT_FOUND) or whose ' +
          'name a live record has (NAME_IN_USE); the others are restored all the same',
        security: bearer,
        params: TrashKindParams,
        body: RecordIds,
        response: { 200: BulkRestoreResult, ...errors(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const { kind, ...scope } = request.params;
      await purgeExpired(scope);
      const { ids } = request.body;
      return app.repos.trash.restoreMany({
        scope,
        kind,
        ids,
        actor: request.user,
        reader: request.user,
      });
    },
  );
};
