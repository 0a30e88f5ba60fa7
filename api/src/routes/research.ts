import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LatestResearchRun,
  ResearchRequest,
  ResearchResponse,
  ResearchRunParams,
  ResearchRunProgress,
  TenantWorkspaceParams,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { perUserRateLimit } from '../plugins/rate-limit';
import { ResearchRuns, researchOnce } from '../research/research-runs';
import { bearer, errors, notFoundOrNoRelease } from '../schemas';
import { fieldPathMessages } from '../validation';
import { draftContext, draftErrors, type DraftOptions } from './drafts';

const tags = ['research-briefs'];
const RESEARCH_SUMMARY =
  "the tenant's released COMPANY_RESEARCH instruction, rendered on the tenant and workspace, " +
  "is sent to the configured model with the company description (or the workspace's, else " +
  "the tenant's name and domain) in JSON mode; the answer is a proposal (summary, offerings, " +
  'markets, competitors, signals; `sources` empty: model knowledge) and its `generation`; ' +
  'nothing is saved';

/**
 * 'Research the company' (issue 39 §3): the tenant's released COMPANY_RESEARCH instruction,
 * rendered on the tenant and workspace, asked in JSON mode for a brief's sections; the answer,
 * checked against the contract, comes back as a proposal with every section's sources empty
 * (model knowledge) and the generation a save sends back for its lineage. Nothing is written:
 * staff review, edit and save it with the brief's create or update. A draft in all but name,
 * so its errors, limits, rate limit and scope are the drafts'.
 *
 * It runs waited (one call), or in the background (issue 39 §5): stored per workspace, read
 * back after a reload or by another member of the tenant, cancellable. The tenant in the body
 * or path is checked by the signed-in scope's hooks; a run of another tenant is a 404.
 */
export const researchRoutes: FastifyPluginAsyncTypebox<DraftOptions> = async (app, options) => {
  const limit = perUserRateLimit('research', options);
  const runs = new ResearchRuns(app.repos, app.log);
  app.addHook('onClose', () => runs.close());
  /** A background run's context: its own signal, not the caller's hang-up. */
  const backgroundContext = (request: FastifyRequest) => ({
    repos: app.repos,
    provider: app.modelProvider,
    prices: app.modelPrices,
    tokens: app.generationTokens,
    caller: request.user,
    now: options.now,
  });

  app.post(
    '/api/research-briefs/research',
    {
      schemaErrorFormatter: fieldPathMessages,
      config: limit,
      schema: {
        tags,
        summary:
          `Research the workspace's company, waited: ${RESEARCH_SUMMARY}. 404 without a ` +
          'released instruction of the type; 409 MODEL_NOT_CONFIGURED with the offline ' +
          'provider; 429 past the per-user limit; 502 MODEL_ERROR when the provider fails, ' +
          'MODEL_ANSWER_UNUSABLE when its answer is not JSON of the shape (the message names ' +
          'the first reason); 504 MODEL_TIMEOUT',
        security: bearer,
        body: ResearchRequest,
        response: { 200: ResearchResponse, ...draftErrors },
      },
    },
    (request, reply) => researchOnce(request.body, draftContext(app, options.now)(request, reply)),
  );

  app.post(
    '/api/research-briefs/research/runs',
    {
      schemaErrorFormatter: fieldPathMessages,
      config: limit,
      schema: {
        tags,
        summary:
          `Start researching the workspace's company in the background: ${RESEARCH_SUMMARY}. ` +
          'Answers at once, 202, with the run (status running); it goes on without the ' +
          "caller, and anyone of the tenant reads it back (the workspace's latest, or by id) " +
          'and its starter or an administrator may cancel it. Done, its `result` is the ' +
          "proposal and generation; failed, its `message` is the model's reason. The same " +
          'refusals before it starts: 400, 404, 409 MODEL_NOT_CONFIGURED, 429',
        security: bearer,
        body: ResearchRequest,
        response: {
          202: ResearchRunProgress,
          ...errors(400, 401, 409, 413, 429, 500),
          ...notFoundOrNoRelease,
        },
      },
    },
    async (request, reply) => {
      reply.code(202);
      return runs.start(request.body, backgroundContext(request));
    },
  );

  app.get(
    '/api/research-briefs/:tenantId/workspace/:workspaceId/research-runs/latest',
    {
      schema: {
        tags,
        summary:
          "The workspace's latest research, running or ended; null when nobody researched " +
          'it. What the research panel shows on load: a reload, or another user, finds a run ' +
          'in progress',
        security: bearer,
        params: TenantWorkspaceParams,
        response: { 200: LatestResearchRun, ...errors(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const row = await app.repos.backgroundRuns.latestResearch(request.params);
      return { progress: row ? runs.progress(row, request.user, options.now()) : null };
    },
  );

  app.get(
    '/api/research-briefs/:tenantId/research-runs/:runId',
    {
      schema: {
        tags,
        summary:
          'A research run: status, elapsed, who started it; once done, the proposal. 404 for ' +
          "an unknown run or another tenant's",
        security: bearer,
        params: ResearchRunParams,
        response: { 200: ResearchRunProgress, ...errors(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const row = await runs.find(request.params.tenantId, request.params.runId);
      return runs.progress(row, request.user, options.now());
    },
  );

  app.post(
    '/api/research-briefs/:tenantId/research-runs/:runId/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancel a running research: its model call stops and no proposal is kept. Its ' +
          'starter or an administrator (403 otherwise); 409 RUN_ENDED once it has ended',
        security: bearer,
        params: ResearchRunParams,
        response: { 200: ResearchRunProgress, ...errors(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => {
      const row = await runs.find(request.params.tenantId, request.params.runId);
      return runs.cancel(row, request.user, options.now());
    },
  );
};
