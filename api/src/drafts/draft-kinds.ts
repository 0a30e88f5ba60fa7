import type { TSchema } from 'typebox';
import type { IcpDraft, PersonaDraft, ResearchDraft, UspDraft } from '@portal/contract';
import { KINDS } from '../kinds';
import { canonical } from '../kinds/content-codec';
import type { DraftKind } from '../kinds/draft-kind';
import { DRAFT_KIND_NAMES, DRAFT_TARGETS } from '../kinds/drafts';

/**
 * What each kind of draft asks the model for: the contract's shape, stated plainly in the
 * user message (JSON mode is on too), and the answer as the form receives it. Declared with
 * the record's kind (src/kinds).
 */
export interface DraftKindSpec<T> {
  schema: TSchema;
  /** The last line of the user message. */
  ask: string;
  /** Texts trimmed and a persona's description always present: what saving it stores. */
  normalise(draft: T): T;
}

/** Every kind, by the token's `kind`. */
export interface DraftKinds extends Record<DraftKind, unknown> {
  icp: DraftKindSpec<IcpDraft>;
  'buyer-personas': DraftKindSpec<PersonaDraft>;
  usp: DraftKindSpec<UspDraft>;
  'icp-revision': DraftKindSpec<IcpDraft>;
  'persona-revision': DraftKindSpec<PersonaDraft>;
  'usp-revision': DraftKindSpec<UspDraft>;
  brief: DraftKindSpec<ResearchDraft>;
}

export const DRAFT_KINDS = Object.fromEntries(
  DRAFT_KIND_NAMES.map((kind) => {
    const { schema, ask, keys, record } = DRAFT_TARGETS[kind];
    const fields = KINDS[record].fields.filter((field) => !keys || keys.includes(field.key));
    return [kind, { schema, ask, normalise: (draft: object) => canonical(fields, draft) }];
  }),
) as unknown as DraftKinds;
