import { type Static, Type } from '@fastify/type-provider-typebox';
import type { CreateIcpRequest, Icp, UpdateIcpRequest } from '@portal/shared/contract';
import { Id, RequiredText, type Same } from './schemas';

/** Stated in the schemas, so the OpenAPI document shows them too. */
export const ICP_LIMITS = { name: 200, text: 10_000, segments: 50, buyerPersonas: 50 } as const;

/**
 * The largest ICP the limits allow is ~1.5 million characters, more than the app-wide 1 MiB
 * body limit; 8 MiB fits it even at 4 bytes a character, so the field limits are what bind.
 */
export const ICP_BODY_LIMIT = 8 * 1024 * 1024;

const Name = RequiredText(ICP_LIMITS.name);
const Text = RequiredText(ICP_LIMITS.text);

const SegmentInput = Type.Object(
  { name: Name, description: Text, details: Text },
  { additionalProperties: false },
);

const BuyerPersonaInput = Type.Object(
  {
    name: Name,
    // Optional (spec §5): stored as '' when left out.
    description: Type.Optional(Type.String({ maxLength: ICP_LIMITS.text })),
    isMobilizer: Type.Boolean(),
    isBuyingCommittee: Type.Boolean(),
  },
  { additionalProperties: false },
);

// Lists may be empty: the spec requires the fields of each entry, not a number of entries.
const Segments = Type.Array(SegmentInput, { maxItems: ICP_LIMITS.segments });
const BuyerPersonas = Type.Array(BuyerPersonaInput, { maxItems: ICP_LIMITS.buyerPersonas });

export const CreateIcpBody = Type.Object(
  {
    tenantId: Id,
    workspaceId: Id,
    name: Name,
    description: Text,
    segments: Segments,
    buyerPersonas: BuyerPersonas,
  },
  { additionalProperties: false },
);

/** Fields left out stay as stored; `segments` / `buyerPersonas` replace the whole list. */
export const UpdateIcpBody = Type.Object(
  {
    id: Id,
    tenantId: Id,
    workspaceId: Id,
    name: Type.Optional(Name),
    description: Type.Optional(Text),
    segments: Type.Optional(Segments),
    buyerPersonas: Type.Optional(BuyerPersonas),
  },
  { additionalProperties: false },
);

export const IcpParams = Type.Object({ tenantId: Id, icpId: Id }, { additionalProperties: false });

export const IcpBody = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  tenantId: Type.String(),
  workspaceId: Type.String(),
  segments: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      description: Type.String(),
      details: Type.String(),
    }),
  ),
  buyerPersonas: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      description: Type.String(),
      isMobilizer: Type.Boolean(),
      isBuyingCommittee: Type.Boolean(),
    }),
  ),
});

// Compile-time: the schemas describe the contract's shapes (fails the build if they drift).
const contractChecks: [
  Same<Static<typeof CreateIcpBody>, CreateIcpRequest>,
  Same<Static<typeof UpdateIcpBody>, UpdateIcpRequest>,
  Same<Static<typeof IcpBody>, Icp>,
] = [true, true, true];
void contractChecks;
