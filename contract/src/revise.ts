import { type Static, Type } from 'typebox';
import { Id, RequiredText } from './common';
import type { Change as ChangeValue } from './change-list';
import { DraftGeneration, IcpDraft, UspDraft } from './drafts';
import { REVISE_LIMITS } from './limits';

/*
 * Revise with AI (issue 39 §2): the tenant's released ICP_EDIT, BUYER_PERSONA_EDIT or USP_EDIT
 * instruction, rendered on the record with the staff's `request`, answers a proposal; the
 * answer comes with its change list against the record. Nothing is saved: an update that
 * sends `generation: { token, proposal }` records the lineage (how many changes were kept).
 */

const Request = RequiredText(REVISE_LIMITS.request);

/** POST /api/icp-onboarding/{tenantId}/{icpId}/revise (path: IcpParams) */
export const IcpReviseRequest = Type.Object(
  {
    request: Request,
    /** One of the ICP's personas: revised alone, by the BUYER_PERSONA_EDIT instruction. */
    personaId: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type IcpReviseRequest = Static<typeof IcpReviseRequest>;

/** POST /api/usp-onboarding/{tenantId}/{uspId}/revise (path: TenantUspParams) */
export const UspReviseRequest = Type.Object({ request: Request }, { additionalProperties: false });
export type UspReviseRequest = Static<typeof UspReviseRequest>;

/** A run of words of a changed text: kept, only in the proposal, or only in the record. */
export const WordPart = Type.Object({
  op: Type.Union([Type.Literal('same'), Type.Literal('added'), Type.Literal('removed')]),
  text: Type.String(),
});

const FieldValue = Type.Union([Type.String(), Type.Boolean()]);
const Entry = Type.Record(Type.String(), FieldValue);

/** One change of a change list (@portal/contract/change-list's `Change`). */
export const Change = Type.Object({
  id: Type.String({
    description: 'Stable: `name`, `segments:changed:enterprise`, `products:added:{line}`',
  }),
  field: Type.String({ description: 'The content key it changes' }),
  action: Type.Union([Type.Literal('added'), Type.Literal('changed'), Type.Literal('removed')]),
  item: Type.Optional(Type.String({ description: "An entry's name, or the line" })),
  before: Type.Optional(Type.Union([FieldValue, Entry])),
  after: Type.Optional(Type.Union([FieldValue, Entry])),
  diffs: Type.Optional(
    Type.Array(
      Type.Object({
        key: Type.String(),
        before: FieldValue,
        after: FieldValue,
        words: Type.Optional(Type.Array(WordPart)),
      }),
    ),
  ),
  beforeIndex: Type.Optional(Type.Integer({ minimum: 0 })),
  afterIndex: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type Change = Static<typeof Change>;
// The schema and the change list's type are one shape.
({}) as Change satisfies ChangeValue;
({}) as ChangeValue satisfies Change;

/**
 * A revision's `generation`: the version and model, and the token an update sends back with
 * the proposal (`generation: { token, proposal }`) to record the lineage.
 */
export const RevisionGeneration = DraftGeneration;
export type RevisionGeneration = Static<typeof RevisionGeneration>;

/**
 * The ICP as the instruction proposes it (for a persona's revision: the ICP with that persona
 * as proposed, every other part as stored), and what it changes in the stored ICP.
 */
export const IcpReviseResponse = Type.Object({
  proposal: IcpDraft,
  changes: Type.Array(Change),
  generation: RevisionGeneration,
});
export type IcpReviseResponse = Static<typeof IcpReviseResponse>;

export const UspReviseResponse = Type.Object({
  proposal: UspDraft,
  changes: Type.Array(Change),
  generation: RevisionGeneration,
});
export type UspReviseResponse = Static<typeof UspReviseResponse>;
