import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PromptIdParams,
  PromptParams,
  RunTestCasesRequest,
  TestCaseRun,
  TestPassRates,
  VersionTestResults,
} from '@portal/contract';
import { notFound } from '../errors';
import { bearer, errors } from '../schemas';
import { runTestCases } from '../test-cases/run';
import { fieldPathMessages } from '../validation';
import { VERSION_NOT_FOUND } from './prompts';

export interface TestCaseRunOptions {
  /** The drafts' budget (config.ts, DEFAULT_DRAFTS): each case spends one model call. */
  max: number;
  windowMs: number;
  now: () => number;
}

const RUN_PATH = '/api/prompts/:id/test-cases/run';
const tags = ['prompts'];

/** Runs of the saved test cases (issue 21 §3), a version's results and the pass rates. */
export const testCaseRunRoutes: FastifyPluginAsyncTypebox<TestCaseRunOptions> = async (
  app,
  options,
) => {
  app.post(
    RUN_PATH,
    {
      schemaErrorFormatter: fieldPathMessages,
      schema: {
        tags,
        summary:
          "Run every saved case of the instruction's type on `promptContent` and keep the run. " +
          "Each case: the text rendered on its input (a description case on the body's " +
          'workspace, an ICP or USP case on its own), sent to the configured model as a draft ' +
          'is, its answer checked (parses, namesSegments, bannedPhrases, maxWords: the first ' +
          'failing one decides). A model error or timeout, an input out of reach or past the ' +
          "per-user budget is that case's `error`. No cases: a run with total 0. `version` is " +
          "the instruction's version with exactly this text, else null. 400 for a text the " +
          'catalogue refuses; 404 for an unknown instruction or a tenant/workspace out of ' +
          "reach; 409 MODEL_NOT_CONFIGURED with the offline provider; 429 when the drafts' " +
          'per-user budget has no model call left (each case spends one)',
        security: bearer,
        params: PromptIdParams,
        body: RunTestCasesRequest,
        response: { 200: TestCaseRun, ...errors(400, 401, 404, 409, 413, 429, 500, 502) },
      },
    },
    async (request, reply) => {
      // A caller that hangs up (a closed tab) stops the model calls it was paying for.
      const hangUp = new AbortController();
      reply.raw.once('close', () => hangUp.abort());
      return runTestCases(request.params.id, request.body, {
        repos: app.repos,
        provider: app.modelProvider,
        prices: app.modelPrices,
        caller: request.user,
        now: options.now,
        signal: hangUp.signal,
        budget: {
          hits: app.repos.rateLimitHits,
          key: `POST ${RUN_PATH}|user:${request.user.id}`,
          max: options.max,
          windowMs: options.windowMs,
          now: options.now,
          onRefused: () => app.metrics.throttleHits.inc({ rule: 'user-limit' }),
        },
      });
    },
  );

  app.get(
    '/api/prompts/:id/versions/:version/test-results',
    {
      schema: {
        tags,
        summary:
          "A version's test results: the latest run on exactly its text (a draft's run counts " +
          'once the draft is saved unchanged), or null; 404 for an unknown instruction or ' +
          'version. Only the results of cases the caller reaches, `passed` and `total` of those',
        security: bearer,
        params: PromptParams,
        response: { 200: VersionTestResults, ...errors(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const version = await app.repos.prompts.find(request.params);
      if (!version) throw notFound(VERSION_NOT_FOUND);
      return { run: await app.repos.testRuns.ofVersion(request.user, version) };
    },
  );

  app.get(
    '/api/prompts/test-pass-rates',
    {
      schema: {
        tags,
        summary:
          "Each instruction's active version's latest run (passed of total, counting only the " +
          'cases the caller reaches); instructions whose active version never ran are left out',
        security: bearer,
        response: { 200: TestPassRates, ...errors(401, 500) },
      },
    },
    async (request) => {
      const prompts = await app.repos.prompts.list();
      return app.repos.testRuns.passRates(
        request.user,
        prompts.filter((prompt) => prompt.isActive),
      );
    },
  );
};
