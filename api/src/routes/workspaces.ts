import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  CreateWorkspaceRequest,
  TenantParams,
  UpdateWorkspaceRequest,
  Workspace,
  WorkspaceParams,
} from '@portal/contract';
import { notFound } from '../errors';
import { WORKSPACE_NOT_FOUND } from '../plugins/tenant-access';
import { bearer, errors } from '../schemas';
import { archiveRoutes, tenancyAnswer } from './archive-routes';

const tags = ['workspaces'];

/** A workspace named like a live one, or none at all: the one way every admin write answers. */
const written = tenancyAnswer(WORKSPACE_NOT_FOUND);

const named = (name: string) => `This tenant already has a workspace named '${name}'`;
const BACK_IN_USE = 'A live workspace of the tenant has the same name; rename one of them first';

/**
 * The spec's GET /api/workspaces/tenant/:tenantId and GET /api/workspaces/:workspaceId, and
 * the admins' writes (issue 34 §2). The scope's tenant-access hook guards :tenantId and a body's
 * tenantId; a workspace by id is looked up through the caller's tenants, so another tenant's
 * workspace (or an archived one, for anyone but an admin) is a 404 like a missing one.
 */
export const workspaceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/workspaces/tenant/:tenantId',
    {
      schema: {
        tags,
        summary: "A tenant's workspaces, sorted by name; 404 if the tenant is not reachable",
        security: bearer,
        params: TenantParams,
        response: { 200: Type.Array(Workspace), ...errors(400, 401, 404, 500) },
      },
    },
    async (request) => app.repos.workspaces.listByTenant(request.user, request.params.tenantId),
  );

  app.get(
    '/api/workspaces/:workspaceId',
    {
      schema: {
        tags,
        summary: 'One workspace; 404 unless its tenant is reachable',
        security: bearer,
        params: WorkspaceParams,
        response: { 200: Workspace, ...errors(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const workspace = await app.repos.workspaces.findReachable(
        request.user,
        request.params.workspaceId,
      );
      if (!workspace) throw notFound(WORKSPACE_NOT_FOUND);
      return workspace;
    },
  );

  app.post(
    '/api/workspaces/',
    {
      config: { right: 'administer' },
      schema: {
        tags,
        summary:
          'Admins: create a workspace in a tenant; 409 NAME_IN_USE when a live one of the tenant has the name',
        security: bearer,
        body: CreateWorkspaceRequest,
        response: { 201: Workspace, ...errors(400, 401, 404, 409, 500) },
      },
    },
    async (request, reply) => {
      const { tenantId, name, description } = request.body;
      const outcome = await app.repos.workspaces.createAudited(
        { tenantId, name: name.trim(), description: description?.trim() ?? '' },
        request.user,
      );
      return reply.status(201).send(written(outcome, named(name.trim())));
    },
  );

  app.put(
    '/api/workspaces/:workspaceId',
    {
      config: { right: 'administer' },
      schema: {
        tags,
        summary: 'Admins: rename a workspace or change its description',
        security: bearer,
        params: WorkspaceParams,
        body: UpdateWorkspaceRequest,
        response: { 200: Workspace, ...errors(400, 401, 404, 409, 500) },
      },
    },
    async (request) => {
      const { name, description } = request.body;
      const outcome = await app.repos.workspaces.update(
        request.params.workspaceId,
        { name: name?.trim(), description: description?.trim() },
        request.user,
      );
      return written(outcome, named(name?.trim() ?? ''));
    },
  );

  archiveRoutes(app, {
    path: '/api/workspaces/:workspaceId',
    tags,
    params: WorkspaceParams,
    response: Workspace,
    idParam: 'workspaceId',
    summaries: {
      archive:
        'Admins: archive a workspace: gone from every list and 404 for everyone else; nothing is deleted',
      unarchive:
        'Admins: bring an archived workspace back; 409 NAME_IN_USE when a live one took its name',
    },
    setArchived: (app, id, archived, actor) =>
      app.repos.workspaces.setArchived(id, archived, actor),
    answer: written,
    backInUse: BACK_IN_USE,
  });
};
