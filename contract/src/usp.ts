import { type Static, Type } from 'typebox';
import { Id, lastUpdateFields, RequiredText, Revision } from './common';
import { USP_LIMITS } from './limits';
import { CopiedFrom, GeneratedBy, GenerationRef } from './lineage';

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
  ...lastUpdateFields,
  /** Present only when the USP was saved from a draft (issue 21); after every key but copiedFrom. */
  generatedBy: Type.Optional(GeneratedBy),
  /** Present only on a copy of another workspace's USP (issue 24 §3); the very last key. */
  copiedFrom: Type.Optional(CopiedFrom),
});
export type Usp = Static<typeof Usp>;

/** Spec §5: products and capabilities are required; the form drops empty lines before sending. */
const Lines = Type.Array(RequiredText(USP_LIMITS.item), {
  minItems: 1,
  maxItems: USP_LIMITS.items,
});

/** A USP's own content, without its scope: what a create sends and a draft answers. */
export const uspContentFields = {
  name: RequiredText(USP_LIMITS.name),
  differentiator: RequiredText(USP_LIMITS.differentiator),
  products: Lines,
  capabilities: Lines,
};

const uspFields = {
  ...uspContentFields,
  tenantId: Id,
  workspaceId: Id,
  generation: Type.Optional(GenerationRef),
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
