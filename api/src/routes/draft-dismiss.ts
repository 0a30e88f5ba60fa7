import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { DismissDraftRequest } from '@portal/contract';
import { claimOf } from '../drafts/lineage-claim';
import { DRAFT_KIND_NAMES } from '../kinds/drafts';
import { bearer, errors } from '../schemas';
import { fieldPathMessages } from '../validation';

/**
 * POST /api/drafts/dismiss (issue 39 §4): staff closed an answer without saving it, which its
 * scorecard counts as discarded. The browser sends it and does not wait; the body's tenant and
 * workspace pass the tenant-access hook, and the token must be of them.
 */
export const draftDismissRoutes: FastifyPluginAsyncTypebox<{ now: () => number }> = async (
  app,
  { now },
) => {
  app.post(
    '/api/drafts/dismiss',
    {
      schemaErrorFormatter: fieldPathMessages,
      schema: {
        tags: ['drafts'],
        summary:
          "Staff dismissed a draft's, suggestion's, revision's or research's answer unsaved " +
          '(`generation.token` as it answered): its call counts as discarded, unless it was ' +
          'saved already. 204. 400 GENERATION_TOKEN_INVALID for a token this server did not ' +
          'sign, GENERATION_TOKEN_MISMATCH for one of another tenant or workspace',
        security: bearer,
        body: DismissDraftRequest,
        response: {
          204: Type.Null({ description: 'Recorded' }),
          ...errors(400, 401, 404, 500),
        },
      },
    },
    async (request, reply) => {
      const { tenantId, workspaceId, generation } = request.body;
      const claim = claimOf(app.generationTokens, generation, {
        kinds: DRAFT_KIND_NAMES,
        tenantId,
        workspaceId,
      });
      if (claim?.callId)
        await app.repos.modelCalls.dismissed({ id: claim.callId, tenantId }, now());
      return reply.status(204).send(null);
    },
  );
};
