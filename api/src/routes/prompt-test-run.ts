import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { performance } from 'node:perf_hooks';
import { RenderPromptRequest, TestRunResponse } from '@portal/contract';
import { modelCallFailed } from '../model/api-errors';
import { perUserRateLimit } from '../plugins/rate-limit';
import { bearer, errors } from '../schemas';
import { renderPrompt } from '../studio/render-prompt';
import { fieldPathMessages } from '../validation';

export interface TestRunOptions {
  /** Test runs per signed-in user per window (config.ts, DEFAULT_TEST_RUNS). */
  max: number;
  windowMs: number;
}

/**
 * POST /api/prompts/test-run: the instruction rendered exactly as POST /api/prompts/render
 * does, sent to the configured model provider as one user message. Same scope rules as the
 * render (the tenant-access hook, then the render's own ICP / USP checks).
 */
export const promptTestRunRoutes: FastifyPluginAsyncTypebox<TestRunOptions> = async (
  app,
  limit,
) => {
  app.post(
    '/api/prompts/test-run',
    {
      schemaErrorFormatter: fieldPathMessages,
      config: perUserRateLimit('test runs', limit),
      schema: {
        tags: ['prompts'],
        summary:
          'Render an instruction (same body and rules as /api/prompts/render) and send the ' +
          'text to the model provider: its output, its model name and the time it took. 429 ' +
          "past the per-user limit (Retry-After); 502 MODEL_ERROR with the provider's message " +
          'when it fails or answers no completion; 504 MODEL_TIMEOUT past its time limit ' +
          '(MODEL_TIMEOUT_MS, 30 s by default)',
        security: bearer,
        body: RenderPromptRequest,
        response: {
          200: TestRunResponse,
          ...errors(400, 401, 404, 413, 429, 500, 502, 504),
        },
      },
    },
    async (request, reply) => {
      const rendered = await renderPrompt(app.repos, request.user, request.body);
      // A caller that hangs up (a closed tab, a cancel) stops the model call it was paying for.
      const hangUp = new AbortController();
      reply.raw.once('close', () => hangUp.abort());
      const started = performance.now();
      try {
        const answer = await app.modelProvider.complete({
          messages: [{ role: 'user', content: rendered.text }],
          variables: rendered.variables,
          signal: hangUp.signal,
        });
        return {
          model: answer.model,
          output: answer.text,
          rendered: rendered.text,
          ms: Math.round(performance.now() - started),
        };
      } catch (error) {
        throw modelCallFailed(error);
      }
    },
  );
};
