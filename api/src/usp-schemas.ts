import { type Static, Type } from '@fastify/type-provider-typebox';
import type { CreateUspRequest, UpdateUspRequest, Usp } from '@portal/shared/contract';
import { Id, RequiredText, type Same } from './schemas';

/** Stated in the schemas, so the OpenAPI document shows them too. */
export const USP_LIMITS = { name: 200, differentiator: 10_000, items: 100, item: 500 } as const;

/** Spec §5: products and capabilities are required; the form drops empty lines before sending. */
const Lines = Type.Array(RequiredText(USP_LIMITS.item), {
  minItems: 1,
  maxItems: USP_LIMITS.items,
});

const uspFields = {
  name: RequiredText(USP_LIMITS.name),
  differentiator: RequiredText(USP_LIMITS.differentiator),
  products: Lines,
  capabilities: Lines,
  tenantId: Id,
  workspaceId: Id,
};

export const CreateUspBody = Type.Object(uspFields, { additionalProperties: false });

/** A full replacement: every field is sent (spec §7). */
export const UpdateUspBody = Type.Object({ id: Id, ...uspFields }, { additionalProperties: false });

export const UspBody = Type.Object({
  id: Type.String(),
  name: Type.String(),
  differentiator: Type.String(),
  products: Type.Array(Type.String()),
  capabilities: Type.Array(Type.String()),
  tenantId: Type.String(),
  workspaceId: Type.String(),
});

// Compile-time: the schemas describe the contract's shapes (fails the build if they drift).
const contractChecks: [
  Same<Static<typeof CreateUspBody>, CreateUspRequest>,
  Same<Static<typeof UpdateUspBody>, UpdateUspRequest>,
  Same<Static<typeof UspBody>, Usp>,
] = [true, true, true];
void contractChecks;
