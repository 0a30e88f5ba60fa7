import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ArtifactsPage, ArtifactsQuery, PromptParams } from '@portal/contract';
import { DRAFT_LIMITS } from '@portal/contract/limits';
import { bearer, errors } from '../schemas';
import type { FastifyRequest } from 'fastify';

/** `limit` and `offset` as numbers when they are plain digits (the API never coerces types). */
async function pageNumbers(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  for (const key of ['limit', 'offset']) {
    if (/^\d{1,9}$/.test(String(query[key]))) query[key] = Number(query[key]);
  }
}

/**
 * GET /api/prompts/{id}/versions/{version}/artifacts (issue 21): what an instruction version
 * drafted, so staff can see what a bad version touched. Only records of tenants the caller
 * may reach are counted or listed; the others are not hinted at. An id that drafted nothing
 * (a deleted instruction's included: its artifacts stay findable) answers total 0.
 */
export const artifactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/prompts/:id/versions/:version/artifacts',
    {
      preValidation: pageNumbers,
      schema: {
        tags: ['prompts'],
        summary:
          'The ICPs and USPs this instruction version drafted (their generatedBy names it), in ' +
          'the tenants the caller may reach: `total`, and one page of `items` (ICPs, then USPs, ' +
          `oldest first; ${DRAFT_LIMITS.artifactsPageDefault} unless \`limit\`, at most ` +
          `${DRAFT_LIMITS.artifactsPageMax}; \`offset\` skips)`,
        security: bearer,
        params: PromptParams,
        querystring: ArtifactsQuery,
        response: { 200: ArtifactsPage, ...errors(400, 401, 500) },
      },
    },
    async (request) => {
      const { id, version } = request.params;
      return app.repos.artifacts.list(request.user, {
        promptId: id,
        version,
        limit: request.query.limit ?? DRAFT_LIMITS.artifactsPageDefault,
        offset: request.query.offset ?? 0,
      });
    },
  );
};
