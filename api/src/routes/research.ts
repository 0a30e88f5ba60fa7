import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ResearchRequest, ResearchResponse } from '@portal/contract';
import { draft } from '../drafts/draft';
import { perUserRateLimit } from '../plugins/rate-limit';
import { bearer } from '../schemas';
import { fieldPathMessages } from '../validation';
import { draftContext, draftErrors, type DraftOptions } from './drafts';

/**
 * 'Research the company' (issue 39 §3): the tenant's released COMPANY_RESEARCH instruction,
 * rendered on the tenant and workspace, asked in JSON mode for a brief's sections; the answer,
 * checked against the contract, comes back as a proposal with every section's sources empty
 * (model knowledge) and the generation a save sends back for its lineage. Nothing is written:
 * staff review, edit and save it with the brief's create or update. A draft in all but name,
 * so its errors, limits, rate limit and scope are the drafts'.
 */
export const researchRoutes: FastifyPluginAsyncTypebox<DraftOptions> = async (app, options) => {
  app.post(
    '/api/research-briefs/research',
    {
      schemaErrorFormatter: fieldPathMessages,
      config: perUserRateLimit('research', options),
      schema: {
        tags: ['research-briefs'],
        summary:
          "Research the workspace's company: the tenant's released COMPANY_RESEARCH " +
          'instruction, rendered on the tenant and workspace, is sent to the configured model ' +
          "with the company description (or the workspace's, else the tenant's name and " +
          'domain) in JSON mode; the answer is a proposal (summary, offerings, markets, ' +
          'competitors, signals; `sources` empty: model knowledge) and its `generation`; ' +
          'nothing is saved. 404 without a released instruction of the type; 409 ' +
          'MODEL_NOT_CONFIGURED with the offline provider; 429 past the per-user limit; 502 ' +
          'MODEL_ERROR when the provider fails, MODEL_ANSWER_UNUSABLE when its answer is not ' +
          'JSON of the shape (the message names the first reason); 504 MODEL_TIMEOUT',
        security: bearer,
        body: ResearchRequest,
        response: { 200: ResearchResponse, ...draftErrors },
      },
    },
    async (request, reply) => {
      const researched = await draft(
        'brief',
        request.body,
        draftContext(app, options.now)(request, reply),
      );
      return { proposal: { ...researched.draft, sources: [] }, generation: researched.generation };
    },
  );
};
