import { type Static, Type } from 'typebox';
import { Id, lastUpdateFields, RequiredText, Revision } from './common';
import { ICP_LIMITS } from './limits';
import { CopiedFrom, GeneratedBy, GenerationRef } from './lineage';

/** An ICP segment as stored; `id` is the server's. */
export const Segment = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  details: Type.String(),
});
export type Segment = Static<typeof Segment>;

/** A buyer persona as stored; the form calls isBuyingCommittee "isCommittee". */
export const BuyerPersona = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** Optional: empty string when not given. */
  description: Type.String(),
  isMobilizer: Type.Boolean(),
  isBuyingCommittee: Type.Boolean(),
});
export type BuyerPersona = Static<typeof BuyerPersona>;

/** Ideal customer profile, scoped to one tenant and workspace. */
export const Icp = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  tenantId: Type.String(),
  workspaceId: Type.String(),
  segments: Type.Array(Segment),
  buyerPersonas: Type.Array(BuyerPersona),
  revision: Revision,
  ...lastUpdateFields,
  /** Present only when the ICP was saved from a draft (issue 21); after every key but copiedFrom. */
  generatedBy: Type.Optional(GeneratedBy),
  /** Present only on a copy of another workspace's ICP (issue 24 §3); the very last key. */
  copiedFrom: Type.Optional(CopiedFrom),
});
export type Icp = Static<typeof Icp>;

const Name = RequiredText(ICP_LIMITS.name);
const Text = RequiredText(ICP_LIMITS.text);

/** Children are sent without ids (client-generated ids are removed before sending). */
export const SegmentInput = Type.Object(
  { name: Name, description: Text, details: Text },
  { additionalProperties: false },
);
export type SegmentInput = Static<typeof SegmentInput>;

export const BuyerPersonaInput = Type.Object(
  {
    name: Name,
    // Optional (spec §5): stored as '' when left out.
    description: Type.Optional(Type.String({ maxLength: ICP_LIMITS.text })),
    isMobilizer: Type.Boolean(),
    isBuyingCommittee: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type BuyerPersonaInput = Static<typeof BuyerPersonaInput>;

// Lists may be empty: the spec requires the fields of each entry, not a number of entries.
export const SegmentInputs = Type.Array(SegmentInput, { maxItems: ICP_LIMITS.segments });
export const BuyerPersonaInputs = Type.Array(BuyerPersonaInput, {
  maxItems: ICP_LIMITS.buyerPersonas,
});

/** An ICP's own content, without its scope: what a create sends and a draft answers. */
export const icpContentFields = {
  name: Name,
  description: Text,
  segments: SegmentInputs,
  buyerPersonas: BuyerPersonaInputs,
};

/** POST /api/icp-onboarding */
export const CreateIcpRequest = Type.Object(
  {
    tenantId: Id,
    workspaceId: Id,
    ...icpContentFields,
    generation: Type.Optional(GenerationRef),
  },
  { additionalProperties: false },
);
export type CreateIcpRequest = Static<typeof CreateIcpRequest>;

/**
 * PUT /api/icp-onboarding/{tenantId}/{icpId}: fields left out stay as stored; `segments` /
 * `buyerPersonas` replace the whole list. With `revision`, the update applies only if it is
 * the stored one (else 409 STALE_REVISION, nothing written); without it, it always applies.
 */
export const UpdateIcpRequest = Type.Object(
  {
    id: Id,
    tenantId: Id,
    workspaceId: Id,
    name: Type.Optional(Name),
    description: Type.Optional(Text),
    segments: Type.Optional(SegmentInputs),
    buyerPersonas: Type.Optional(BuyerPersonaInputs),
    revision: Type.Optional(Revision),
    generation: Type.Optional(GenerationRef),
  },
  { additionalProperties: false },
);
export type UpdateIcpRequest = Static<typeof UpdateIcpRequest>;

export const IcpParams = Type.Object({ tenantId: Id, icpId: Id }, { additionalProperties: false });
