import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { conflict, idMismatch, notFound } from '../errors';
import {
  CreatePromptRequest,
  Prompt,
  PromptIdParams,
  PromptParams,
  UpdatePromptRequest,
  UpdatePromptResponse,
} from '@portal/contract';
import { bearer, errors } from '../schemas';
import { fieldPathMessages } from '../validation';

export const PROMPT_NOT_FOUND = 'Instruction not found';

/** The 409 of an edit that lost to another one, or of a stale screen: nothing was written. */
export const versionNotActive = (version: string) =>
  conflict(
    'VERSION_NOT_ACTIVE',
    `Version ${version} is no longer the active version of this instruction; ` +
      'reload to edit the latest one.',
  );

const tags = ['prompts'];

/**
 * AI instruction prompts (spec §3, §4, §7). Global to the provider, not tenant-scoped, and
 * open to any signed-in user (spec §6 restricts nothing by isAdmin). Registered in the
 * authenticated scope; no route names a tenant, so the tenant-access hook has nothing to check.
 */
export const promptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/prompts/',
    {
      schema: {
        tags,
        summary: 'Every version of every prompt: active first, then most recently updated',
        security: bearer,
        response: { 200: Type.Array(Prompt), ...errors(401, 500) },
      },
    },
    async () => app.repos.prompts.list(),
  );

  app.post(
    '/api/prompts/',
    {
      schemaErrorFormatter: fieldPathMessages,
      schema: {
        tags,
        summary: "Create a prompt: a new id, version '1.0', active",
        security: bearer,
        body: CreatePromptRequest,
        response: { 201: Prompt, ...errors(400, 401, 413, 500) },
      },
    },
    async (request, reply) => {
      // The schema has pinned `version` to '1.0'; the repository numbers versions itself.
      const { version: _first, ...text } = request.body;
      return reply.status(201).send(await app.repos.prompts.create(text));
    },
  );

  app.put(
    '/api/prompts/:id/:version',
    {
      schemaErrorFormatter: fieldPathMessages,
      schema: {
        tags,
        summary:
          'Edit the active version: appends the next version (1.0 → 1.1), makes it active and ' +
          'the edited one inactive (one transaction). 400 ID_MISMATCH if body id/version ≠ ' +
          'the path; 404 if the version does not exist; 409 VERSION_NOT_ACTIVE if it exists ' +
          'but is not active (edited meanwhile): nothing is written',
        security: bearer,
        params: PromptParams,
        body: UpdatePromptRequest,
        response: { 200: UpdatePromptResponse, ...errors(400, 401, 404, 409, 413, 500) },
      },
    },
    async (request) => {
      const { id, version, ...text } = request.body;
      if (id !== request.params.id || version !== request.params.version) {
        throw idMismatch('Body id and version must equal the id and version in the path');
      }
      const edit = await app.repos.prompts.edit({ id, version }, text);
      if (edit.outcome === 'not-found') throw notFound(PROMPT_NOT_FOUND);
      if (edit.outcome === 'not-active') throw versionNotActive(version);
      return { ...edit.prompt, newVersion: edit.prompt.version };
    },
  );

  app.delete(
    '/api/prompts/:id',
    {
      schema: {
        tags,
        summary: 'Delete a prompt with all its versions (spec §7: defined, unused by screens)',
        security: bearer,
        params: PromptIdParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errors(400, 401, 404, 500) },
      },
    },
    async (request, reply) => {
      if (!(await app.repos.prompts.delete(request.params.id))) throw notFound(PROMPT_NOT_FOUND);
      return reply.status(204).send(null);
    },
  );
};
