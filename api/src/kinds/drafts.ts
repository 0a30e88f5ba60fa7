import type { PromptType, RecordKind } from '@portal/contract';
import { KINDS } from '.';
import type { DraftKind, DraftTarget } from './draft-kind';

/** Every kind's drafts, by the generation token's `kind`. */
export const DRAFT_TARGETS = Object.fromEntries(
  Object.values(KINDS).flatMap((kind) =>
    Object.entries(kind.drafts).map(([draft, declared]) => [
      draft,
      { ...declared, record: kind.kind },
    ]),
  ),
) as Readonly<Record<DraftKind, DraftTarget>>;

export const DRAFT_KIND_NAMES = Object.keys(DRAFT_TARGETS) as DraftKind[];

/** The draft kind of a record kind drafted by `promptType` (a persona draft of an ICP), if any. */
export const draftKindOf = (promptType: PromptType, record?: RecordKind): DraftKind | undefined =>
  DRAFT_KIND_NAMES.find(
    (kind) =>
      DRAFT_TARGETS[kind].promptType === promptType &&
      (record === undefined || DRAFT_TARGETS[kind].record === record),
  );

/** Which part of a record a lineage of `promptType` covers: personas only for BUYER_PERSONA. */
export const kindOfLineage = (promptType: PromptType, record: RecordKind): DraftKind =>
  draftKindOf(promptType, record) ?? record;
