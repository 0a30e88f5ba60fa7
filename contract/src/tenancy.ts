import { type Static, Type } from 'typebox';
import { Id } from './common';

export const TenantConfiguration = Type.Object({ primaryDomain: Type.Optional(Type.String()) });
export type TenantConfiguration = Static<typeof TenantConfiguration>;

/**
 * Only admins ever see an archived tenant or workspace, marked so; everyone else's lists and
 * reads leave it out (404). Live ones carry no mark: the spec's shape.
 */
const Archived = Type.Optional(Type.Literal(true, { description: 'Archived (admins only see it)' }));

export const Tenant = Type.Object({
  id: Type.String(),
  name: Type.String(),
  configuration: TenantConfiguration,
  archived: Archived,
});
export type Tenant = Static<typeof Tenant>;

export const Workspace = Type.Object({
  id: Type.String(),
  name: Type.String(),
  tenantId: Type.String(),
  /** Empty string when the workspace has no description. */
  description: Type.String(),
  archived: Archived,
});
export type Workspace = Static<typeof Workspace>;

export const WorkspaceParams = Type.Object({ workspaceId: Id }, { additionalProperties: false });
