import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  CreateTenantRequest,
  Tenant,
  TenantMember,
  TenantMemberParams,
  TenantParams,
  UpdateTenantRequest,
} from '@portal/contract';
import { notFound } from '../errors';
import { TENANT_NOT_FOUND } from '../plugins/tenant-access';
import { bearer, errors } from '../schemas';
import { archiveRoutes, tenancyAnswer } from './archive-routes';

const tags = ['tenants'];
export const USER_NOT_FOUND = 'User not found';

/** A tenant named like a live one, or none at all: the one way every admin write answers. */
const written = tenancyAnswer(TENANT_NOT_FOUND);

const named = (name: string) => `A tenant named '${name}' already exists`;
const BACK_IN_USE = 'A live tenant has the same name; rename one of them first';

/**
 * The spec's GET /api/tenants/ and GET /api/tenants/:tenantId, and the admins' writes (issue
 * 34 §2): create, rename, archive and bring back, members. Registered in the authenticated
 * scope, whose tenant-access hook has already 404'd any :tenantId the caller cannot reach
 * (an archived one, for anyone but an admin); the writes ask the `administer` right.
 */
export const tenantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/tenants/',
    {
      schema: {
        tags,
        summary: 'Tenants the caller may reach, sorted by name (admins: archived ones too, marked)',
        security: bearer,
        response: { 200: Type.Array(Tenant), ...errors(401, 500) },
      },
    },
    async (request) => app.repos.tenants.listReachable(request.user),
  );

  app.get(
    '/api/tenants/:tenantId',
    {
      schema: {
        tags,
        summary: 'One tenant; 404 if it does not exist or the caller cannot reach it',
        security: bearer,
        params: TenantParams,
        response: { 200: Tenant, ...errors(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const tenant = await app.repos.tenants.findReachable(request.user, request.params.tenantId);
      if (!tenant) throw notFound(TENANT_NOT_FOUND);
      return tenant;
    },
  );

  app.post(
    '/api/tenants/',
    {
      config: { right: 'administer' },
      schema: {
        tags,
        summary: 'Admins: create a tenant; 409 NAME_IN_USE when a live tenant has the name',
        security: bearer,
        body: CreateTenantRequest,
        response: { 201: Tenant, ...errors(400, 401, 409, 500) },
      },
    },
    async (request, reply) => {
      const { name, configuration } = request.body;
      const outcome = await app.repos.tenants.createAudited(
        { name: name.trim(), primaryDomain: configuration?.primaryDomain?.trim() || null },
        request.user,
      );
      return reply.status(201).send(written(outcome, named(name.trim())));
    },
  );

  app.put(
    '/api/tenants/:tenantId',
    {
      config: { right: 'administer' },
      schema: {
        tags,
        summary: 'Admins: rename a tenant or change its primary domain (null clears it)',
        security: bearer,
        params: TenantParams,
        body: UpdateTenantRequest,
        response: { 200: Tenant, ...errors(400, 401, 404, 409, 500) },
      },
    },
    async (request) => {
      const { name, configuration } = request.body;
      const domain = configuration?.primaryDomain;
      const outcome = await app.repos.tenants.update(
        request.params.tenantId,
        {
          name: name?.trim(),
          primaryDomain: domain === undefined ? undefined : domain?.trim() || null,
        },
        request.user,
      );
      return written(outcome, named(name?.trim() ?? ''));
    },
  );

  archiveRoutes(app, {
    path: '/api/tenants/:tenantId',
    tags,
    params: TenantParams,
    response: Tenant,
    idParam: 'tenantId',
    summaries: {
      archive:
        'Admins: archive a tenant: gone from every list and 404 for everyone else; nothing is deleted',
      unarchive:
        'Admins: bring an archived tenant back; 409 NAME_IN_USE when a live tenant took its name',
    },
    setArchived: (app, id, archived, actor) => app.repos.tenants.setArchived(id, archived, actor),
    answer: written,
    backInUse: BACK_IN_USE,
  });

  app.get(
    '/api/tenants/:tenantId/members',
    {
      config: { right: 'administer' },
      schema: {
        tags,
        summary: "Admins: the tenant's members (admins reach every tenant without being one)",
        security: bearer,
        params: TenantParams,
        response: { 200: Type.Array(TenantMember), ...errors(400, 401, 404, 500) },
      },
    },
    async (request) => app.repos.tenants.members(request.params.tenantId),
  );

  const membership = {
    tags,
    security: bearer,
    params: TenantMemberParams,
  };

  app.put(
    '/api/tenants/:tenantId/members/:userId',
    {
      config: { right: 'administer' },
      schema: {
        ...membership,
        summary:
          'Admins: make an account a member of the tenant (200 the member, also when it was one)',
        response: { 200: TenantMember, ...errors(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const { tenantId, userId } = request.params;
      const user = await app.repos.tenants.setMember(tenantId, userId, true, request.user);
      if (!user) throw notFound(USER_NOT_FOUND);
      return user;
    },
  );

  app.delete(
    '/api/tenants/:tenantId/members/:userId',
    {
      config: { right: 'administer' },
      schema: {
        ...membership,
        summary: 'Admins: end a membership; the account loses the tenant on its next request',
        response: {
          204: Type.Null({ description: 'Not a member (any more)' }),
          ...errors(400, 401, 404, 500),
        },
      },
    },
    async (request, reply) => {
      const { tenantId, userId } = request.params;
      const user = await app.repos.tenants.setMember(tenantId, userId, false, request.user);
      if (!user) throw notFound(USER_NOT_FOUND);
      return reply.status(204).send(null);
    },
  );
};
