import { type Static, Type } from 'typebox';
import { Id } from './common';

export const TenantConfiguration = Type.Object({ primaryDomain: Type.Optional(Type.String()) });
export type TenantConfiguration = Static<typeof TenantConfiguration>;

export const Tenant = Type.Object({
  id: Type.String(),
  name: Type.String(),
  configuration: TenantConfiguration,
});
export type Tenant = Static<typeof Tenant>;

export const Workspace = Type.Object({
  id: Type.String(),
  name: Type.String(),
  tenantId: Type.String(),
  /** Empty string when the workspace has no description. */
  description: Type.String(),
});
export type Workspace = Static<typeof Workspace>;

export const WorkspaceParams = Type.Object({ workspaceId: Id }, { additionalProperties: false });
