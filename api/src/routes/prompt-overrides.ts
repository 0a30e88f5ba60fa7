import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import {
  PromptOverride,
  PromptOverrideList,
  PromptOverrideParams,
  type PromptType,
  PutPromptOverrideRequest,
  ResolvedPrompt,
  ResolvePromptQuery,
  TenantParams,
} from '@portal/contract';
import { ApiError, notFound } from '../errors';
import { adminOnly } from '../plugins/admin-only';
import { bearer, errors, notFoundOrNoRelease } from '../schemas';
import { resolvePrompt } from '../studio/resolve';
import { assertValidTemplate } from '../studio/template-check';
import { oneOfShapesMessages } from '../validation';
import { etagOf, isCurrent } from './etag';
import { VERSION_NOT_FOUND } from './prompts';

export const OVERRIDE_NOT_FOUND = 'Override not found';
export const ADMINS_ONLY = "Only an admin can change a tenant's instruction overrides";

/** A pin names a version of another type than the override's: refused, nothing written. */
export const promptTypeMismatch = (version: string, pinned: PromptType, wanted: PromptType) =>
  new ApiError(
    400,
    'PROMPT_TYPE_MISMATCH',
    `Version ${version} of that instruction is of type ${pinned}; ` +
      `a ${wanted} override can only pin a ${wanted} instruction.`,
  );

export const PUT_SHAPES =
  "Send either { promptId, version } (a pin) or { promptContent } (the tenant's own text)";

const tags = ['prompt-overrides'];

/** What every answer of the resolve route carries, for the OpenAPI document. */
const RESOLVE_HEADERS = {
  etag: { type: 'string', description: 'Strong tag of this answer, for If-None-Match' },
  'cache-control': { type: 'string', description: 'private, no-cache: keep it, but ask again' },
};
const path = '/api/tenants/:tenantId/prompt-overrides/:promptType';

/** Writes: the signed-in scope's hooks first (token, tenant in reach), then admins only. */
const overrideWrites: FastifyPluginAsyncTypebox = async (admins) => {
  admins.addHook('preHandler', adminOnly(ADMINS_ONLY));

  admins.put(
    path,
    {
      schemaErrorFormatter: oneOfShapesMessages(PUT_SHAPES),
      schema: {
        tags,
        summary:
          'Admins: pin the tenant to a version (`{ promptId, version }`: 404 for a missing ' +
          'version, 400 PROMPT_TYPE_MISMATCH for another type) or give it its own text ' +
          "(`{ promptContent }`, checked like any instruction's: 400 UNKNOWN_VARIABLE / " +
          'TEMPLATE_SYNTAX). 201 when created, 200 when replaced or unchanged; 403 ' +
          'FORBIDDEN for staff. Nothing is written on any error',
        security: bearer,
        params: PromptOverrideParams,
        body: PutPromptOverrideRequest,
        response: {
          200: PromptOverride,
          201: PromptOverride,
          ...errors(400, 401, 403, 404, 413, 500),
        },
      },
    },
    async (request, reply) => {
      const { tenantId, promptType } = request.params;
      const { body } = request;
      if ('promptContent' in body) assertValidTemplate(promptType, body.promptContent);
      const put = await admins.repos.promptOverrides.put(tenantId, promptType, body, request.user);
      if (put.outcome === 'version-not-found') throw notFound(VERSION_NOT_FOUND);
      if (put.outcome === 'type-mismatch') {
        throw promptTypeMismatch(put.version, put.pinnedType, promptType);
      }
      return reply.status(put.outcome === 'created' ? 201 : 200).send(put.override);
    },
  );

  admins.delete(
    path,
    {
      schema: {
        tags,
        summary:
          'Admins: remove the override; the tenant resolves to the default again. 404 when ' +
          'it has none; 403 FORBIDDEN for staff',
        security: bearer,
        params: PromptOverrideParams,
        response: {
          204: Type.Null({ description: 'Removed' }),
          ...errors(400, 401, 403, 404, 500),
        },
      },
    },
    async (request, reply) => {
      const { tenantId, promptType } = request.params;
      if (!(await admins.repos.promptOverrides.delete(tenantId, promptType, request.user))) {
        throw notFound(OVERRIDE_NOT_FOUND);
      }
      return reply.status(204).send(null);
    },
  );
};

/**
 * Per-tenant overrides of an instruction type (issue 20): everyone in the signed-in scope
 * reads those of the tenants they reach; only admins write them. The scope's tenant-access
 * hook has already answered 404 for a tenant out of reach.
 */
export const promptOverrideRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/prompts/resolve',
    {
      schema: {
        tags,
        summary:
          'The instruction the AI pipeline must use for a tenant now: its override of the ' +
          "type, else the type's default. ETag; If-None-Match with the current tag answers " +
          '304 without a body. 404 for a tenant out of reach; 404 NO_RELEASE for a type with ' +
          'no instruction for the tenant',
        security: bearer,
        querystring: ResolvePromptQuery,
        headers: Type.Object({
          'if-none-match': Type.Optional(
            Type.String({ description: 'The ETag of an earlier answer: 304 while current' }),
          ),
        }),
        response: {
          200: { ...ResolvedPrompt, headers: RESOLVE_HEADERS },
          // 'null': the OpenAPI document shows a 304 without content.
          304: {
            type: 'null',
            description: 'Not modified: the tag sent is current; no body',
            headers: RESOLVE_HEADERS,
          },
          ...errors(400, 401, 404, 500),
          ...notFoundOrNoRelease,
        },
      },
    },
    async (request, reply) => {
      const { tenantId, promptType } = request.query;
      const resolved = await resolvePrompt(app.repos, tenantId, promptType);
      const etag = etagOf(resolved);
      // Callers may keep the answer but must ask again each time (a 304 costs no body).
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (isCurrent(request.headers['if-none-match'], etag)) {
        // No payload at all (the typed reply would want the schema's `null`, which is a body).
        return (reply as FastifyReply).status(304).send();
      }
      return resolved;
    },
  );

  app.get(
    '/api/prompts/overrides',
    {
      schema: {
        tags,
        summary:
          'The overrides of every tenant the caller may reach, by tenant name then type ' +
          '(the Instructions list counts them per instruction)',
        security: bearer,
        response: { 200: PromptOverrideList, ...errors(401, 500) },
      },
    },
    async (request) => {
      const tenants = await app.repos.tenants.listReachable(request.user);
      return app.repos.promptOverrides.list(tenants.map((tenant) => tenant.id));
    },
  );

  app.get(
    '/api/tenants/:tenantId/prompt-overrides',
    {
      schema: {
        tags,
        summary: "One tenant's overrides, in the types' order; 404 for a tenant out of reach",
        security: bearer,
        params: TenantParams,
        response: { 200: PromptOverrideList, ...errors(400, 401, 404, 500) },
      },
    },
    async (request) => app.repos.promptOverrides.list([request.params.tenantId]),
  );

  await app.register(overrideWrites);
};
