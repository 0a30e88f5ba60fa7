import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PromptParams, Scorecard } from '@portal/contract';
import { notFound } from '../errors';
import { bearer, errors } from '../schemas';
import { VERSION_NOT_FOUND } from './prompts';

/** GET /api/prompts/{id}/versions/{version}/scorecard (issue 39 §4). */
export const scorecardRoutes: FastifyPluginAsyncTypebox<{ now: () => number }> = async (
  app,
  { now },
) => {
  app.get(
    '/api/prompts/:id/versions/:version/scorecard',
    {
      schema: {
        tags: ['prompts'],
        summary:
          "A version's scorecard: its model calls by outcome; its drafts', suggestions', " +
          "revisions' and research's answers kept (saved unedited), edited (saved with edits) " +
          'or discarded (dismissed, or not saved within 24 hours), with rates of the decided ' +
          'ones; the median and p95 latency, tokens and stored cost; the latest test-case ' +
          "run's pass rate. Over every tenant the caller reaches, then per such tenant; " +
          'calls of other tenants are not counted nor hinted at. 404 for an unknown ' +
          'instruction or version',
        security: bearer,
        params: PromptParams,
        response: { 200: Scorecard, ...errors(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const version = await app.repos.prompts.find(request.params);
      if (!version) throw notFound(VERSION_NOT_FOUND);
      return app.repos.scorecard.of(
        request.user,
        { promptId: version.id, version: version.version },
        now(),
        await app.repos.testRuns.latestResults(version),
      );
    },
  );
};
