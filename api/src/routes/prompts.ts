import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ApiError, conflict, idMismatch, notFound } from '../errors';
import {
  ComparePromptsQuery,
  ComparePromptsResponse,
  CreatePromptRequest,
  PageQuery,
  Prompt,
  PromptIdParams,
  PromptParams,
  RestorePromptRequest,
  UpdatePromptRequest,
  UpdatePromptResponse,
} from '@portal/contract';
import { bearer, errors } from '../schemas';
import { assertValidTemplate } from '../studio/template-check';
import { fieldPathMessages } from '../validation';
import { limitAsNumber, pageOf, sendPage } from './paging';

export const PROMPT_NOT_FOUND = 'Instruction not found';
export const VERSION_NOT_FOUND = 'Instruction version not found';

/** Restoring the version that is already active would only copy it: refused, nothing written. */
export const versionIsActive = (version: string) =>
  new ApiError(
    400,
    'VERSION_IS_ACTIVE',
    `Version ${version} is the active version already; pick an older one to restore.`,
  );

/** A compare is of two versions of one instruction. */
export const differentInstructions = () =>
  new ApiError(
    400,
    'DIFFERENT_INSTRUCTIONS',
    'Only two versions of the same instruction can be compared',
  );

/** The 409 of an edit that lost to another one, or of a stale screen: nothing was written. */
export const versionNotActive = (version: string) =>
  conflict(
    'VERSION_NOT_ACTIVE',
    `Version ${version} is no longer the active version of this instruction; ` +
      'reload to edit the latest one.',
  );

const tags = ['prompts'];

/** The summaries' line on the check of every text written (api/src/studio/template-check.ts). */
const TEMPLATE_CHECKED =
  "400 UNKNOWN_VARIABLE if the text names a variable outside its type's catalogue " +
  '(docs/prompt-variables.md), 400 TEMPLATE_SYNTAX if it does not parse (an unclosed ' +
  'section); the message names the variable and its line and nothing is written';

/**
 * AI instruction prompts (spec §3, §4, §7). Global to the provider, not tenant-scoped, and
 * open to any signed-in user (spec §6 restricts nothing by isAdmin). Registered in the
 * authenticated scope; no route names a tenant, so the tenant-access hook has nothing to check.
 */
export const promptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/prompts/',
    {
      preValidation: limitAsNumber,
      schema: {
        tags,
        summary:
          'Every version of every prompt: active first, then most recently updated. With ' +
          '`limit`, one page; the x-next-cursor header names the next (absent on the last)',
        security: bearer,
        querystring: PageQuery,
        response: { 200: Type.Array(Prompt), ...errors(400, 401, 500) },
      },
    },
    async (request, reply) => {
      const page = pageOf(request.query);
      if (!page) return app.repos.prompts.list();
      return sendPage(reply, await app.repos.prompts.page(page));
    },
  );

  // A static segment: find-my-way matches it before the `:id` routes below, whatever the order.
  app.get(
    '/api/prompts/compare',
    {
      schema: {
        tags,
        summary:
          'Two versions of one instruction, for a side-by-side diff. 400 DIFFERENT_INSTRUCTIONS ' +
          'for two instructions; 404 if either version does not exist',
        security: bearer,
        querystring: ComparePromptsQuery,
        response: { 200: ComparePromptsResponse, ...errors(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const { fromId, fromVersion, toId, toVersion } = request.query;
      if (fromId !== toId) throw differentInstructions();
      const [from, to] = await Promise.all([
        app.repos.prompts.find({ id: fromId, version: fromVersion }),
        app.repos.prompts.find({ id: toId, version: toVersion }),
      ]);
      if (!from || !to) throw notFound(VERSION_NOT_FOUND);
      return { from, to };
    },
  );

  app.get(
    '/api/prompts/:id/versions',
    {
      schema: {
        tags,
        summary: "One instruction's versions, newest first; 404 for an unknown id",
        security: bearer,
        params: PromptIdParams,
        response: { 200: Type.Array(Prompt), ...errors(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const versions = await app.repos.prompts.versions(request.params.id);
      if (versions.length === 0) throw notFound(PROMPT_NOT_FOUND);
      return versions;
    },
  );

  app.post(
    '/api/prompts/:id/versions/:version/restore',
    {
      schemaErrorFormatter: fieldPathMessages,
      schema: {
        tags,
        summary:
          'Restore a version: appends a new active version with its content (history stays), ' +
          "described 'Restored from version …'. 404 if the version does not exist; 409 " +
          'VERSION_NOT_ACTIVE if `activeVersion` is no longer the active one; 400 ' +
          'VERSION_IS_ACTIVE if the version to restore is the active one: nothing is written. ' +
          `A version whose text no longer passes the check: ${TEMPLATE_CHECKED}`,
        security: bearer,
        params: PromptParams,
        body: RestorePromptRequest,
        response: { 200: UpdatePromptResponse, ...errors(400, 401, 404, 409, 413, 500) },
      },
    },
    async (request) => {
      const { activeVersion } = request.body;
      // Texts saved before the catalogue existed may name what it does not know.
      const source = await app.repos.prompts.find(request.params);
      if (source && source.version !== activeVersion) {
        assertValidTemplate(source.promptType, source.promptContent);
      }
      const restore = await app.repos.prompts.restore(request.params, activeVersion, request.user);
      if (restore.outcome === 'not-found') throw notFound(VERSION_NOT_FOUND);
      if (restore.outcome === 'not-active') throw versionNotActive(activeVersion);
      if (restore.outcome === 'is-active') throw versionIsActive(activeVersion);
      return { ...restore.prompt, newVersion: restore.prompt.version };
    },
  );

  app.post(
    '/api/prompts/',
    {
      schemaErrorFormatter: fieldPathMessages,
      schema: {
        tags,
        summary: `Create a prompt: a new id, version '1.0', active. ${TEMPLATE_CHECKED}`,
        security: bearer,
        body: CreatePromptRequest,
        response: { 201: Prompt, ...errors(400, 401, 413, 500) },
      },
    },
    async (request, reply) => {
      // The schema has pinned `version` to '1.0'; the repository numbers versions itself.
      const { version: _first, ...text } = request.body;
      assertValidTemplate(text.promptType, text.promptContent);
      return reply.status(201).send(await app.repos.prompts.create(text, request.user));
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
          `but is not active (edited meanwhile): nothing is written. ${TEMPLATE_CHECKED}`,
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
      assertValidTemplate(text.promptType, text.promptContent);
      const edit = await app.repos.prompts.edit({ id, version }, text, request.user);
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
        response: {
          204: Type.Null({ description: 'Deleted' }),
          ...errors(400, 401, 404, 409, 500),
        },
      },
    },
    async (request, reply) => {
      const outcome = await app.repos.prompts.delete(request.params.id, request.user);
      if (outcome === 'not-found') throw notFound(PROMPT_NOT_FOUND);
      if (outcome === 'released') {
        throw conflict(
          'RELEASED',
          'This instruction is released to tenants; release another version of its type first',
        );
      }
      return reply.status(204).send(null);
    },
  );
};
