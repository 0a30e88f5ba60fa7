import type { FastifyPluginAsyncTypebox, TSchema } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IcpDraftRequest,
  IcpDraftResponse,
  PersonaDraftRequest,
  PersonaDraftResponse,
  UspDraftRequest,
  UspDraftResponse,
} from '@portal/contract';
import { draft, type DraftContext, type DraftInput } from '../drafts/draft';
import type { DraftKind } from '../kinds/draft-kind';
import { type ArtifactKind, KINDS } from '../kinds';
import { fieldWords } from '../kinds/content-codec';
import { perUserRateLimit } from '../plugins/rate-limit';
import { bearer, errors, ICP_BODY_LIMIT, notFoundOrNoRelease } from '../schemas';
import { fieldPathMessages } from '../validation';

export interface DraftOptions {
  /** Drafts per signed-in user per window, per route (config.ts, DEFAULT_DRAFTS). */
  max: number;
  windowMs: number;
  now: () => number;
}

export const SUMMARY_END =
  "The tenant's resolved instruction of that type, rendered on the workspace, is sent to the " +
  "configured model with the company description (or the workspace's) in JSON mode; nothing " +
  'is saved. 400 VALIDATION_FAILED without any description; 404 NO_RELEASE without a ' +
  'released instruction of the type; 409 MODEL_NOT_CONFIGURED with the offline provider; 429 past ' +
  'the per-user limit; 502 MODEL_ERROR when the provider fails, MODEL_ANSWER_UNUSABLE when ' +
  'its answer is not JSON of the shape (the message names the first reason); 504 ' +
  'MODEL_TIMEOUT past its time limit';

/** 'Draft an ICP (name, description, segments, buyer personas). …': its fields, in words. */
const draftSummary = (kind: ArtifactKind) =>
  `Draft ${kind.withArticle} (${kind.fields.map((field) => fieldWords(field.key)).join(', ')}). ${SUMMARY_END}`;

/** A draft's, a revision's and research's errors (each resolves the tenant's instruction). */
export const draftErrors = {
  ...errors(400, 401, 404, 409, 413, 429, 500, 502, 504),
  ...notFoundOrNoRelease,
};

/** What a draft or a revision of one request works with. */
export const draftContext =
  (app: FastifyInstance, now: () => number) =>
  (request: FastifyRequest, reply: FastifyReply): DraftContext => {
    // A caller that hangs up (a closed tab, the form's cancel) stops the model call.
    const hangUp = new AbortController();
    reply.raw.once('close', () => hangUp.abort());
    return {
      repos: app.repos,
      provider: app.modelProvider,
      prices: app.modelPrices,
      tokens: app.generationTokens,
      caller: request.user,
      now,
      signal: hangUp.signal,
    };
  };

/**
 * Drafts (issue 21): 'Draft with AI' for the ICP and USP forms, 'Suggest personas' for the
 * ICP form. In the signed-in scope, so the body's tenant and workspace are checked by the
 * tenant-access hook; rate-limited per user like test runs, as each calls a paid model.
 */
export const draftRoutes: FastifyPluginAsyncTypebox<DraftOptions> = async (app, options) => {
  const limit = perUserRateLimit('drafts', options);
  const context = draftContext(app, options.now);

  /** One draft's route: its path, its request and answer, what its summary says. */
  const draftRoute = (
    kind: DraftKind,
    path: string,
    schemas: { body: TSchema; response: TSchema; summary: string; bodyLimit?: number },
  ) =>
    app.post(
      path,
      {
        ...(schemas.bodyLimit === undefined ? {} : { bodyLimit: schemas.bodyLimit }),
        schemaErrorFormatter: fieldPathMessages,
        config: limit,
        schema: {
          tags: [path.split('/')[2]!],
          summary: schemas.summary,
          security: bearer,
          body: schemas.body,
          response: { 200: schemas.response, ...draftErrors },
        },
      },
      (request, reply) => draft(kind, request.body as DraftInput, context(request, reply)),
    );

  draftRoute('icp', '/api/icp-onboarding/draft', {
    body: IcpDraftRequest,
    response: IcpDraftResponse,
    summary: draftSummary(KINDS.icp),
  });
  draftRoute('buyer-personas', '/api/icp-onboarding/draft-personas', {
    body: PersonaDraftRequest,
    response: PersonaDraftResponse,
    summary:
      "Suggest buyer personas for the ICP form's content (`icp`, rendered as the icp.* " +
      `variables of the BUYER_PERSONA instruction). ${SUMMARY_END}`,
    bodyLimit: ICP_BODY_LIMIT,
  });
  draftRoute('usp', '/api/usp-onboarding/draft', {
    body: UspDraftRequest,
    response: UspDraftResponse,
    summary: draftSummary(KINDS.usp),
  });
};
