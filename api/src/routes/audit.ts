import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditPage, AuditQuery } from '@portal/contract';
import { AUDIT_PAGE_DEFAULT } from '@portal/contract/limits';
import { validationFailed } from '../errors';
import { bearer, errors } from '../schemas';
import { encodeCursor, limitAsNumber, pageOf } from './paging';

/**
 * GET /api/audit (issue 11). Registered in the authenticated scope: a `tenantId` in the query
 * goes through the same tenant-access hook as one in a path (404 unless the caller is a
 * member, or an admin), so this handler never sees a tenant the caller cannot reach. Without
 * a tenant it reads only what every signed-in user shares (instruction entries) and the
 * caller's own password changes. No route updates or deletes an entry.
 */
export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/audit',
    {
      preValidation: limitAsNumber,
      schema: {
        tags: ['audit'],
        summary:
          'The audit trail, newest first, one page (50 unless `limit`). With `tenantId`, that ' +
          "tenant's entries (404 unless the caller may reach it); without, the instruction " +
          "and test case entries and the caller's own password changes. `entity`/`entityId` narrow it",
        security: bearer,
        querystring: AuditQuery,
        response: { 200: AuditPage, ...errors(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const { tenantId, entity, entityId } = request.query;
      // The indexes serve an entity id only beside its entity (ids are per kind).
      if (entityId !== undefined && entity === undefined) {
        throw validationFailed('querystring/entityId needs querystring/entity');
      }
      const page = await app.repos.audit.list(
        { userId: request.user.id, isAdmin: request.user.isAdmin, tenantId, entity, entityId },
        pageOf(request.query, AUDIT_PAGE_DEFAULT)!,
      );
      return {
        items: page.items,
        nextCursor: page.next === undefined ? null : encodeCursor(page.next),
      };
    },
  );
};
