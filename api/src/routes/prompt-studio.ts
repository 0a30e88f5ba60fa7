import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  PromptVariableInfo,
  PromptVariablesQuery,
  RenderPromptRequest,
  RenderPromptResponse,
} from '@portal/contract';
import { variablesFor } from '@portal/contract/template';
import { bearer, errors } from '../schemas';
import { renderPrompt } from '../studio/render-prompt';
import { fieldPathMessages } from '../validation';

const tags = ['prompts'];

/**
 * The instruction studio (issue 20): the variables an instruction may name and its text
 * rendered on a workspace's records. Registered in the signed-in scope, whose tenant-access
 * hook checks the body's tenantId and workspaceId; the render checks its ICP / USP itself.
 * Static paths, so find-my-way matches them before the `/api/prompts/:id` routes.
 */
export const promptStudioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/prompts/variables',
    {
      schema: {
        tags,
        summary:
          'The variables an instruction of `promptType` may name, in catalogue order: name, ' +
          "kind, description, example and, for a list, its items' fields " +
          '(docs/prompt-variables.md). 400 for an unknown type',
        security: bearer,
        querystring: PromptVariablesQuery,
        response: { 200: Type.Array(PromptVariableInfo), ...errors(400, 401, 500) },
      },
    },
    async (request) =>
      variablesFor(request.query.promptType).map(
        ({ name, kind, description, example, fields }) => ({
          name,
          kind,
          description,
          example,
          ...(fields && { fields: fields.map((field) => ({ ...field })) }),
        }),
      ),
  );

  app.post(
    '/api/prompts/render',
    {
      // A preview shows what the AI would receive: it changes nothing, so viewers may ask.
      config: { right: 'read' },
      schemaErrorFormatter: fieldPathMessages,
      schema: {
        tags,
        summary:
          'An instruction text (a draft, not saved) rendered on the records of a workspace: ' +
          'its tenant and workspace, the ICP `icpId` (ICP-based types) or the USP `uspId` ' +
          '(USP types). Answers the text, what each variable it names rendered as, and ' +
          'warnings for the values the records leave empty. 400 UNKNOWN_VARIABLE / ' +
          'TEMPLATE_SYNTAX as for a write; 400 RENDER_TOO_LARGE past 2,000,000 characters or ' +
          '100,000 template steps; 404 for a tenant, workspace, ICP or USP the caller may not ' +
          'reach or that is not of that workspace, as for a missing one',
        security: bearer,
        body: RenderPromptRequest,
        response: { 200: RenderPromptResponse, ...errors(400, 401, 404, 413, 500) },
      },
    },
    async (request) => renderPrompt(app.repos, request.user, request.body),
  );
};
