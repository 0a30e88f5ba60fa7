import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type TestRunAnswer, TestRunRequest, TestRunResponse } from '@portal/contract';
import { companyDescriptionOf } from '../drafts/draft';
import { revisedPart, revisionKindOf } from '../drafts/revise';
import { validationFailed } from '../errors';
import { KINDS } from '../kinds';
import { DRAFT_TARGETS } from '../kinds/drafts';
import { assertOffered } from '../model/alternatives';
import { buildCall, type CallOutcome, runCall } from '../model/call';
import { modelCallFailed } from '../model/api-errors';
import { perUserRateLimit } from '../plugins/rate-limit';
import { bearer, errors } from '../schemas';
import type { PromptRecords } from '../studio/prompt-view';
import { loadRecords } from '../studio/render-prompt';
import { assertValidTemplate } from '../studio/template-check';
import { fieldPathMessages } from '../validation';

export interface TestRunOptions {
  /** Test runs per signed-in user per window (config.ts, DEFAULT_TEST_RUNS). */
  max: number;
  windowMs: number;
}

/**
 * An edit type's test run revises the chosen ICP or USP (one persona of the ICP for
 * BUYER_PERSONA_EDIT) on the body's request, as 'Revise with AI' does: the same part of the
 * record as JSON and the request, also as the instruction's {{request}}.
 */
function revisionOf(body: TestRunRequest, records: PromptRecords) {
  const kind = revisionKindOf(body.promptType);
  if (!kind) return undefined;
  const recordKind = DRAFT_TARGETS[kind].record;
  const record = records[recordKind as 'icp' | 'usp'];
  if (!record) throw validationFailed(`Choose ${KINDS[recordKind].withArticle} to revise`);
  const personaId =
    kind === 'persona-revision' ? (body.personaId ?? firstPersonaId(record)) : undefined;
  const part = revisedPart(kind, record as unknown as Record<string, unknown>, personaId);
  const requested = body.request?.trim() ?? '';
  return {
    records: { ...records, request: requested },
    revision: { record: part.revised, request: requested },
  };
}

function firstPersonaId(record: object): string {
  const [first] = (record as { buyerPersonas: { id: string }[] }).buyerPersonas;
  if (!first)
    throw validationFailed('This ICP has no buyer persona to revise: choose one that has');
  return first.id;
}

/** One model's side of the exchange, as the studio shows it. */
function answerOf(outcome: CallOutcome, model: string): TestRunAnswer {
  return {
    model: outcome.answer?.model ?? model,
    output: outcome.answer?.text ?? '',
    ms: outcome.ms,
    usage: outcome.usage,
    cost: outcome.cost,
    ...(outcome.parsed !== undefined ? { parsed: outcome.parsed } : {}),
    ...(outcome.unusable !== undefined ? { unusable: outcome.unusable } : {}),
    ...(outcome.error ? { error: outcome.error.message } : {}),
  };
}

/**
 * POST /api/prompts/test-run: exactly the call a draft of the type makes (model/call.ts), on
 * the studio's text and the chosen workspace (and ICP / USP), sent to the configured model
 * and, when asked, to a second one at the same time. Same scope rules as the render (the
 * tenant-access hook, then the render's own ICP / USP checks).
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
          'The call a draft of the type makes (same body and rules as /api/prompts/render, plus ' +
          'the company description), sent to the model provider: every message sent, the raw ' +
          'answer, the parsed result or why it cannot be used, time, tokens and cost; with ' +
          '`compareModel`, the same for a second model. 400 for a compareModel not offered; ' +
          '429 past the per-user limit (Retry-After); 502 MODEL_ERROR when the call fails; 504 ' +
          'MODEL_TIMEOUT past its time limit (MODEL_TIMEOUT_MS, 30 s by default)',
        security: bearer,
        body: TestRunRequest,
        response: {
          200: TestRunResponse,
          ...errors(400, 401, 404, 413, 429, 500, 502, 504),
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const provider = app.modelProvider;
      if (body.compareModel !== undefined) assertOffered(provider, body.compareModel);
      assertValidTemplate(body.promptType, body.promptContent);
      const records = await loadRecords(app.repos, request.user, body);
      // The input the type's real call takes: a revision's record and request, else the
      // company description a draft sends.
      const input = revisionOf(body, records) ?? {
        records,
        companyDescription: companyDescriptionOf(body.promptType, body.companyDescription, records),
      };
      const built = buildCall({
        promptType: body.promptType,
        instruction: { id: null, version: null, promptContent: body.promptContent },
        ...input,
      });
      // A caller that hangs up (a closed tab, a cancel) stops the calls it was paying for.
      const hangUp = new AbortController();
      reply.raw.once('close', () => hangUp.abort());
      const context = {
        provider,
        prices: app.modelPrices,
        signal: hangUp.signal,
        // A studio text is no saved version: recorded (its time and cost), on no scorecard.
        record: { calls: app.repos.modelCalls, purpose: 'test-run' as const, now: Date.now },
      };
      const [main, compare] = await Promise.all([
        runCall(built, context),
        body.compareModel === undefined
          ? undefined
          : runCall(built, { ...context, model: body.compareModel }),
      ]);
      if (main.error) throw modelCallFailed(main.error);
      return {
        ...answerOf(main, provider.model),
        rendered: built.rendered.text,
        messages: built.request.messages,
        responseFormat: built.request.responseFormat ?? 'text',
        ...(compare ? { compare: answerOf(compare, body.compareModel!) } : {}),
      };
    },
  );
};
