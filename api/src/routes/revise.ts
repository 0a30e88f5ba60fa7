import type { FastifyPluginAsyncTypebox, TSchema } from '@fastify/type-provider-typebox';
import {
  IcpParams,
  IcpReviseRequest,
  IcpReviseResponse,
  TenantUspParams,
  UspReviseRequest,
  UspReviseResponse,
} from '@portal/contract';
import { revise, type RevisionInput, type RevisionKind } from '../drafts/revise';
import { perUserRateLimit } from '../plugins/rate-limit';
import { bearer } from '../schemas';
import { fieldPathMessages } from '../validation';
import { draftContext, draftErrors, type DraftOptions } from './drafts';

const SUMMARY_END =
  "(the instruction's icp.* or usp.* variables) and the staff's `request` (its `request` " +
  'variable), and sent to the configured model with the content as JSON, in JSON mode. ' +
  'Answers the whole content as proposed, its change list against the stored record and a ' +
  '`generation` whose token, sent back with the proposal by an update of this record ' +
  '(`generation: { token, proposal }`), records the lineage and the changes kept; nothing is ' +
  'saved. 400 VALIDATION_FAILED for a blank or too long request; 404 for a record (or ' +
  'persona) out of reach, NO_RELEASE without a release of the type for the tenant; 409 ' +
  'MODEL_NOT_CONFIGURED with the offline provider; 429 past the per-user limit; 502 ' +
  'MODEL_ERROR when the provider fails, MODEL_ANSWER_UNUSABLE when its answer is not JSON of ' +
  'the shape; 504 MODEL_TIMEOUT past its time limit';

/**
 * 'Revise with AI' (issue 39 §2) on an ICP, one of its personas, or a USP. Beside the drafts,
 * with their context, errors and per-user limit (a limit per route); in the signed-in scope,
 * whose tenant-access hook 404s a tenant in the path the caller cannot reach.
 */
export const reviseRoutes: FastifyPluginAsyncTypebox<DraftOptions> = async (app, options) => {
  const limit = perUserRateLimit('revisions', options);
  const context = draftContext(app, options.now);

  const reviseRoute = (
    path: string,
    schemas: { params: TSchema; body: TSchema; response: TSchema; summary: string },
    kindOf: (body: { personaId?: string }) => RevisionKind,
  ) =>
    app.post(
      path,
      {
        schemaErrorFormatter: fieldPathMessages,
        config: limit,
        schema: {
          tags: [path.split('/')[2]!],
          summary: schemas.summary,
          security: bearer,
          params: schemas.params,
          body: schemas.body,
          response: { 200: schemas.response, ...draftErrors },
        },
      },
      (request, reply) => {
        const params = request.params as Record<string, string>;
        const body = request.body as { request: string; personaId?: string };
        const input: RevisionInput = {
          tenantId: params.tenantId!,
          id: (params.icpId ?? params.uspId)!,
          request: body.request,
          ...(body.personaId === undefined ? {} : { personaId: body.personaId }),
        };
        return revise(kindOf(body), input, context(request, reply));
      },
    );

  reviseRoute(
    '/api/icp-onboarding/:tenantId/:icpId/revise',
    {
      params: IcpParams,
      body: IcpReviseRequest,
      response: IcpReviseResponse,
      summary:
        "Revise an ICP with AI: the tenant's resolved ICP_EDIT instruction (BUYER_PERSONA_EDIT " +
        'for the one persona `personaId`, the rest of the ICP as stored) rendered on the ICP ' +
        SUMMARY_END,
    },
    (body) => (body.personaId === undefined ? 'icp-revision' : 'persona-revision'),
  );
  reviseRoute(
    '/api/usp-onboarding/:tenantId/:uspId/revise',
    {
      params: TenantUspParams,
      body: UspReviseRequest,
      response: UspReviseResponse,
      summary: `Revise a USP with AI: the tenant's resolved USP_EDIT instruction rendered on the USP ${SUMMARY_END}`,
    },
    () => 'usp-revision',
  );
};
