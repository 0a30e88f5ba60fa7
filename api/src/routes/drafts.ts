import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IcpDraftRequest,
  IcpDraftResponse,
  PersonaDraftRequest,
  PersonaDraftResponse,
  UspDraftRequest,
  UspDraftResponse,
} from '@portal/contract';
import { draft, type DraftContext } from '../drafts/draft';
import { type ArtifactKind, KINDS } from '../kinds';
import { fieldWords } from '../kinds/content-codec';
import { perUserRateLimit } from '../plugins/rate-limit';
import { bearer, errors, ICP_BODY_LIMIT } from '../schemas';
import { fieldPathMessages } from '../validation';

export interface DraftOptions {
  /** Drafts per signed-in user per window, per route (config.ts, DEFAULT_DRAFTS). */
  max: number;
  windowMs: number;
  now: () => number;
}

const SUMMARY_END =
  "The tenant's resolved instruction of that type, rendered on the workspace, is sent to the " +
  "configured model with the company description (or the workspace's) in JSON mode; nothing " +
  'is saved. 400 VALIDATION_FAILED without any description; 404 without an active ' +
  'instruction of the type; 409 MODEL_NOT_CONFIGURED with the offline provider; 429 past ' +
  'the per-user limit; 502 MODEL_ERROR when the provider fails, MODEL_ANSWER_UNUSABLE when ' +
  'its answer is not JSON of the shape (the message names the first reason); 504 ' +
  'MODEL_TIMEOUT past its time limit';

/** 'Draft an ICP (name, description, segments, buyer personas). …': its fields, in words. */
const draftSummary = (kind: ArtifactKind) =>
  `Draft ${kind.withArticle} (${kind.fields.map((field) => fieldWords(field.key)).join(', ')}). ${SUMMARY_END}`;

const draftErrors = errors(400, 401, 404, 409, 413, 429, 500, 502, 504);

/**
 * Drafts (issue 21): 'Draft with AI' for the ICP and USP forms, 'Suggest personas' for the
 * ICP form. In the signed-in scope, so the body's tenant and workspace are checked by the
 * tenant-access hook; rate-limited per user like test runs, as each calls a paid model.
 */
export const draftRoutes: FastifyPluginAsyncTypebox<DraftOptions> = async (app, options) => {
  const limit = perUserRateLimit('drafts', options);
  const context = (request: FastifyRequest, reply: FastifyReply): DraftContext => {
    // A caller that hangs up (a closed tab, the form's cancel) stops the model call.
    const hangUp = new AbortController();
    reply.raw.once('close', () => hangUp.abort());
    return {
      repos: app.repos,
      provider: app.modelProvider,
      tokens: app.generationTokens,
      caller: request.user,
      now: options.now,
      signal: hangUp.signal,
    };
  };

  app.post(
    '/api/icp-onboarding/draft',
    {
      schemaErrorFormatter: fieldPathMessages,
      config: limit,
      schema: {
        tags: ['icp-onboarding'],
        summary: draftSummary(KINDS.icp),
        security: bearer,
        body: IcpDraftRequest,
        response: { 200: IcpDraftResponse, ...draftErrors },
      },
    },
    (request, reply) => draft('icp', request.body, context(request, reply)),
  );

  app.post(
    '/api/icp-onboarding/draft-personas',
    {
      bodyLimit: ICP_BODY_LIMIT,
      schemaErrorFormatter: fieldPathMessages,
      config: limit,
      schema: {
        tags: ['icp-onboarding'],
        summary:
          "Suggest buyer personas for the ICP form's content (`icp`, rendered as the icp.* " +
          `variables of the BUYER_PERSONA instruction). ${SUMMARY_END}`,
        security: bearer,
        body: PersonaDraftRequest,
        response: { 200: PersonaDraftResponse, ...draftErrors },
      },
    },
    (request, reply) => draft('buyer-personas', request.body, context(request, reply)),
  );

  app.post(
    '/api/usp-onboarding/draft',
    {
      schemaErrorFormatter: fieldPathMessages,
      config: limit,
      schema: {
        tags: ['usp-onboarding'],
        summary: draftSummary(KINDS.usp),
        security: bearer,
        body: UspDraftRequest,
        response: { 200: UspDraftResponse, ...draftErrors },
      },
    },
    (request, reply) => draft('usp', request.body, context(request, reply)),
  );
};
