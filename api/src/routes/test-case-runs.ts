import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LatestTestCaseRun,
  PromptIdParams,
  PromptParams,
  RunTestCasesRequest,
  StartTestCaseRunRequest,
  TestCaseRun,
  TestCaseRunParams,
  TestCaseRunProgress,
  TestPassRates,
  VersionTestResults,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../errors';
import { BackgroundRuns, RUN_NOT_FOUND } from '../test-cases/background-run';
import { bearer, errors } from '../schemas';
import { type RunContext, runTestCases } from '../test-cases/run';
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
  /** A run's context but its signal: the caller's, or the background run's own. */
  const runContext = (request: FastifyRequest): Omit<RunContext, 'signal'> => ({
    repos: app.repos,
    provider: app.modelProvider,
    prices: app.modelPrices,
    caller: request.user,
    now: options.now,
    // One budget for waited and background runs alike.
    budget: {
      hits: app.repos.rateLimitHits,
      key: `POST ${RUN_PATH}|user:${request.user.id}`,
      max: options.max,
      windowMs: options.windowMs,
      now: options.now,
      onRefused: () => app.metrics.throttleHits.inc({ rule: 'user-limit' }),
    },
  });
  const background = new BackgroundRuns(app.repos, app.log);
  app.addHook('onClose', () => background.close());

  app.post(
    '/api/prompts/:id/test-cases/runs',
    {
      schemaErrorFormatter: fieldPathMessages,
      schema: {
        tags,
        summary:
          'Start a run of every saved case (what POST …/test-cases/run does) and answer at ' +
          'once, 202, with its progress: the run goes on without the caller, who (or anyone) ' +
          'reads it back with GET /api/test-case-runs/{runId} and may cancel it. With ' +
          '`compareModel` each case is asked of that model too (two calls of the budget); its ' +
          "results are the progress's `compare`, never the version's. The same refusals " +
          'before it starts: 400 (also for a compareModel not offered), 404, 409 ' +
          'MODEL_NOT_CONFIGURED, 429',
        security: bearer,
        params: PromptIdParams,
        body: StartTestCaseRunRequest,
        response: {
          202: TestCaseRunProgress,
          ...errors(400, 401, 404, 409, 413, 429, 500),
        },
      },
    },
    async (request, reply) => {
      reply.code(202);
      return background.start(request.params.id, request.body, runContext(request));
    },
  );

  app.get(
    '/api/prompts/:id/test-cases/runs/latest',
    {
      schema: {
        tags,
        summary:
          "The instruction's latest run from the studio, running or ended, as the reader may " +
          'read it (only the cases they reach are counted); null when none. What a reload, or ' +
          'another user, shows',
        security: bearer,
        params: PromptIdParams,
        response: { 200: LatestTestCaseRun, ...errors(400, 401, 500) },
      },
    },
    async (request) => {
      const row = await app.repos.backgroundRuns.latestOf(request.params.id);
      return {
        progress: row ? await background.progress(row, request.user, options.now()) : null,
      };
    },
  );

  app.get(
    '/api/test-case-runs/:runId',
    {
      schema: {
        tags,
        summary:
          "A run's progress: cases done of total (those the reader reaches), elapsed, status; " +
          'once done, the kept run with its results',
        security: bearer,
        params: TestCaseRunParams,
        response: { 200: TestCaseRunProgress, ...errors(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const row = await app.repos.backgroundRuns.find('test-case-run', request.params.runId);
      if (!row) throw notFound(RUN_NOT_FOUND);
      return background.progress(row, request.user, options.now());
    },
  );

  app.post(
    '/api/test-case-runs/:runId/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancel a running run: its model calls stop and nothing is kept. Its starter or an ' +
          'administrator (403 otherwise); 409 RUN_ENDED once it has ended',
        security: bearer,
        params: TestCaseRunParams,
        response: { 200: TestCaseRunProgress, ...errors(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => background.cancel(request.params.runId, request.user, options.now()),
  );

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
        ...runContext(request),
        signal: hangUp.signal,
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
