import { type Static, Type } from 'typebox';
import { Role } from './auth';
import { Id, RequiredText } from './common';
import { TENANCY_LIMITS } from './limits';

/**
 * Tenants, workspaces and members as admins change them (issue 34 §2). Names are required and
 * unique among live siblings (409 NAME_IN_USE); a primary domain may be cleared with null.
 */
const TenantConfigurationInput = Type.Object(
  {
    primaryDomain: Type.Optional(
      Type.Union([Type.String({ maxLength: TENANCY_LIMITS.primaryDomain }), Type.Null()]),
    ),
  },
  { additionalProperties: false },
);

/** POST /api/tenants/ */
export const CreateTenantRequest = Type.Object(
  {
    name: RequiredText(TENANCY_LIMITS.name),
    configuration: Type.Optional(TenantConfigurationInput),
  },
  { additionalProperties: false },
);
export type CreateTenantRequest = Static<typeof CreateTenantRequest>;

/** PUT /api/tenants/{tenantId}: what is left out stays as it is. */
export const UpdateTenantRequest = Type.Object(
  {
    name: Type.Optional(RequiredText(TENANCY_LIMITS.name)),
    configuration: Type.Optional(TenantConfigurationInput),
  },
  { additionalProperties: false },
);
export type UpdateTenantRequest = Static<typeof UpdateTenantRequest>;

/** POST /api/workspaces/ */
export const CreateWorkspaceRequest = Type.Object(
  {
    tenantId: Id,
    name: RequiredText(TENANCY_LIMITS.name),
    description: Type.Optional(Type.String({ maxLength: TENANCY_LIMITS.description })),
  },
  { additionalProperties: false },
);
export type CreateWorkspaceRequest = Static<typeof CreateWorkspaceRequest>;

/** PUT /api/workspaces/{workspaceId}: what is left out stays as it is. */
export const UpdateWorkspaceRequest = Type.Object(
  {
    name: Type.Optional(RequiredText(TENANCY_LIMITS.name)),
    description: Type.Optional(Type.String({ maxLength: TENANCY_LIMITS.description })),
  },
  { additionalProperties: false },
);
export type UpdateWorkspaceRequest = Static<typeof UpdateWorkspaceRequest>;

/** One member of a tenant, as GET /api/tenants/{tenantId}/members lists them. */
export const TenantMember = Type.Object({
  id: Type.String(),
  username: Type.String(),
  role: Role,
});
export type TenantMember = Static<typeof TenantMember>;

export const TenantMemberParams = Type.Object(
  { tenantId: Id, userId: Id },
  { additionalProperties: false },
);
