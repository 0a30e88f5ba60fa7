import { type Static, Type } from 'typebox';
import { Id, RequiredText, Revision } from './common';
import { USP_LIMITS } from './limits';

/** Unique selling proposition, scoped to one tenant and workspace. */
export const Usp = Type.Object({
  id: Type.String(),
  name: Type.String(),
  differentiator: Type.String(),
  products: Type.Array(Type.String()),
  capabilities: Type.Array(Type.String()),
  tenantId: Type.String(),
  workspaceId: Type.String(),
  revision: Revision,
});
export type Usp = Static<typeof Usp>;

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

/** POST /api/usp-onboarding */
export const CreateUspRequest = Type.Object(uspFields, { additionalProperties: false });
export type CreateUspRequest = Static<typeof CreateUspRequest>;

/**
 * PUT /api/usp-onboarding/{uspId}: a full replacement, every field is sent (spec §7).
 * `revision` as for ICPs: stale → 409 STALE_REVISION, left out → always applies.
 */
export const UpdateUspRequest = Type.Object(
  { id: Id, ...uspFields, revision: Type.Optional(Revision) },
  { additionalProperties: false },
);
export type UpdateUspRequest = Static<typeof UpdateUspRequest>;

export const UspParams = Type.Object({ uspId: Id }, { additionalProperties: false });

export const TenantUspParams = Type.Object(
  { tenantId: Id, uspId: Id },
  { additionalProperties: false },
);
