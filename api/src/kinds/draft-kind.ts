import type { TSchema } from 'typebox';
import type { PromptType, RecordKind } from '@portal/contract';

/*
 * What a draft is of (issue 21): a whole record, or a part of one (an ICP's personas). Each
 * kind declares its drafts; the draft's JSON, its canonical form and the lineage comparison
 * are the record kind's fields, or the part's.
 */

/** What a draft is of: an ICP, the personas of an ICP, or a USP. */
export type DraftKind = 'icp' | 'buyer-personas' | 'usp';

/** A draft as its kind declares it. */
export interface DraftDeclaration {
  /** As an error names it: 'an ICP draft'. */
  name: string;
  /** The instruction type that drafts it. */
  promptType: PromptType;
  /** The contract's schema of the model's answer. */
  schema: TSchema;
  /** The last line of the user message: the shape asked for, stated plainly (JSON mode is on too). */
  ask: string;
  /** The content keys it covers; all of the record's when absent. */
  keys?: readonly string[];
}

/** A draft with the kind of record it becomes. */
export interface DraftTarget extends DraftDeclaration {
  record: RecordKind;
}
