import { type Static, Type } from '@fastify/type-provider-typebox';
import type { ApiErrorBody, Tenant, Workspace } from '@portal/shared/contract';

/**
 * Response schemas of the wire types in @portal/shared/contract. The `Same` checks below
 * fail the build if a schema and its contract type drift apart.
 */
export const ErrorBody = Type.Object(
  { statusCode: Type.Integer(), code: Type.String(), message: Type.String() },
  { description: 'The one error shape of every non-2xx answer' },
);

export const TenantBody = Type.Object({
  id: Type.String(),
  name: Type.String(),
  configuration: Type.Object({ primaryDomain: Type.Optional(Type.String()) }),
});

export const WorkspaceBody = Type.Object({
  id: Type.String(),
  name: Type.String(),
  tenantId: Type.String(),
  description: Type.String(),
});

/** Path ids are opaque strings: any unknown value is simply not found. */
export const Id = Type.String({ minLength: 1, maxLength: 100 });

/** Routes addressed by `/:tenantId/workspace/:workspaceId`: the tenant-access hook checks both. */
export const TenantWorkspaceParams = Type.Object(
  { tenantId: Id, workspaceId: Id },
  { additionalProperties: false },
);

/** Required and not blank after trimming (spec §5); `fieldPathMessages` reads a miss as missing. */
export const RequiredText = (maxLength: number) => Type.String({ pattern: '\\S', maxLength });

/** Error answers for the given statuses, for a route's `response` map. */
export function errors<S extends number>(...statuses: S[]): Record<S, typeof ErrorBody> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBody])) as Record<
    S,
    typeof ErrorBody
  >;
}

/** Every route behind the bearer token says so in the OpenAPI document. */
export const bearer = [{ bearerAuth: [] }];

/** True when A and B are the same type; the `contractChecks` tuples use it. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const contractChecks: [
  Same<Static<typeof ErrorBody>, ApiErrorBody>,
  Same<Static<typeof TenantBody>, Tenant>,
  Same<Static<typeof WorkspaceBody>, Workspace>,
] = [true, true, true];
void contractChecks;
