import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CopyRequest, CopyResult, TenantWorkspaceParams } from '@portal/contract';
import { conflict, notFound, validationFailed } from '../errors';
import { WORKSPACE_NOT_FOUND } from '../plugins/tenant-access';
import { bearer, errors } from '../schemas';
import { fieldPathMessages } from '../validation';
import { KINDS } from '../kinds';

/**
 * Copy between workspaces (issue 24 §3). The path's tenant and workspace (the target) pass the
 * scope hook; the body's `fromTenantId` and `fromWorkspaceId` (the source) are not named
 * `tenantId`, so the handler puts them through the same check: out of reach is the same 404
 * as missing, and so is an id not in the source workspace.
 */
export const copyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/tenants/:tenantId/workspaces/:workspaceId/copy',
    {
      schema: {
        tags: ['exchange'],
        summary:
          'Copies ICPs and USPs of another workspace into this one (docs/api.md, "Copy between workspaces"): ' +
          '`dryRun: true` previews and writes nothing; otherwise every copy in one transaction, ' +
          'one audit entry each, or nothing (409 STALE_REVISION when a record to replace changed)',
        security: bearer,
        params: TenantWorkspaceParams,
        body: CopyRequest,
        response: { 200: CopyResult, ...errors(400, 401, 404, 409, 500) },
      },
      schemaErrorFormatter: fieldPathMessages,
    },
    async (request) => {
      const { fromTenantId, fromWorkspaceId, ...options } = request.body;
      await app.assertReachable(request.user, {
        tenantId: fromTenantId,
        workspaceId: fromWorkspaceId,
      });
      if (fromWorkspaceId === request.params.workspaceId)
        throw validationFailed('Copy to another workspace: this one already holds these records');
      // Reachable a moment ago; gone now only if deleted in between, which reads as missing.
      const workspace = await app.repos.workspaces.findReachable(request.user, fromWorkspaceId);
      if (!workspace) throw notFound(WORKSPACE_NOT_FOUND);
      const copy = await app.repos.copy.records(
        request.params,
        { tenantId: fromTenantId, workspaceId: fromWorkspaceId, workspaceName: workspace.name },
        options,
        request.user,
      );
      if (copy.outcome === 'missing') throw notFound(KINDS[copy.kind].notFound);
      if (copy.outcome === 'stale')
        throw conflict(
          'STALE_REVISION',
          'A record to replace was changed since the preview. Preview the copy again.',
        );
      if (copy.outcome === 'double-replace')
        throw validationFailed(
          `Two ${KINDS[copy.kind].label}s named '${copy.name}' would replace the same one: copy one of them, or choose 'copy'`,
        );
      return copy.result;
    },
  );
};
