import type { TSchema } from 'typebox';
import {
  type BuyerPersonaInput,
  IcpDraft,
  PersonaDraft,
  UspDraft,
  ICP_LIMITS,
  USP_LIMITS,
} from '@portal/contract';
import type { DraftKind } from '../repositories/lineage';

/**
 * What each kind of draft asks the model for: the contract's shape, stated plainly in the
 * user message (JSON mode is on too), and the answer as the form receives it.
 */
export interface DraftKindSpec<T> {
  schema: TSchema;
  /** The last line of the user message. */
  ask: string;
  /** Texts trimmed and a persona's description always present: what saving it stores. */
  normalise(draft: T): T;
}

const PERSONA_SHAPE =
  'objects with "name" (string), "description" (string), "isMobilizer" (boolean) and ' +
  '"isBuyingCommittee" (boolean)';

const ICP_RULES =
  `No name may be empty; names at most ${ICP_LIMITS.name} characters, other texts at most ` +
  `${ICP_LIMITS.text}.`;

const persona = (p: BuyerPersonaInput): BuyerPersonaInput => ({
  name: p.name.trim(),
  description: (p.description ?? '').trim(),
  isMobilizer: p.isMobilizer,
  isBuyingCommittee: p.isBuyingCommittee,
});

const icp: DraftKindSpec<IcpDraft> = {
  schema: IcpDraft,
  ask:
    'Answer with one JSON object and nothing else, with exactly these keys: "name" (string), ' +
    '"description" (string), "segments" (array of at most ' +
    `${ICP_LIMITS.segments} objects with "name", "description" and "details", all strings) ` +
    `and "buyerPersonas" (array of at most ${ICP_LIMITS.buyerPersonas} ${PERSONA_SHAPE}). ` +
    ICP_RULES,
  normalise: (draft) => ({
    name: draft.name.trim(),
    description: draft.description.trim(),
    segments: draft.segments.map((s) => ({
      name: s.name.trim(),
      description: s.description.trim(),
      details: s.details.trim(),
    })),
    buyerPersonas: draft.buyerPersonas.map(persona),
  }),
};

const personas: DraftKindSpec<PersonaDraft> = {
  schema: PersonaDraft,
  ask:
    'Answer with one JSON object and nothing else, with exactly one key: "buyerPersonas" ' +
    `(array of at most ${ICP_LIMITS.buyerPersonas} ${PERSONA_SHAPE}). ${ICP_RULES}`,
  normalise: (draft) => ({ buyerPersonas: draft.buyerPersonas.map(persona) }),
};

const usp: DraftKindSpec<UspDraft> = {
  schema: UspDraft,
  ask:
    'Answer with one JSON object and nothing else, with exactly these keys: "name" (string), ' +
    '"differentiator" (string), "products" (array of strings) and "capabilities" (array of ' +
    `strings), each list with 1 to ${USP_LIMITS.items} entries. No text may be empty; name at ` +
    `most ${USP_LIMITS.name} characters, differentiator at most ${USP_LIMITS.differentiator}, ` +
    `each entry at most ${USP_LIMITS.item}.`,
  normalise: (draft) => ({
    name: draft.name.trim(),
    differentiator: draft.differentiator.trim(),
    products: draft.products.map((line) => line.trim()),
    capabilities: draft.capabilities.map((line) => line.trim()),
  }),
};

/** Every kind, by the token's `kind`. */
export interface DraftKinds extends Record<DraftKind, unknown> {
  icp: DraftKindSpec<IcpDraft>;
  'buyer-personas': DraftKindSpec<PersonaDraft>;
  usp: DraftKindSpec<UspDraft>;
}

export const DRAFT_KINDS: DraftKinds = { icp, 'buyer-personas': personas, usp };
