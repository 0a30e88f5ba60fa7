import type { TSchema } from 'typebox';
import type { PromptType, RecordKind } from '@portal/contract';

/*
 * What a draft is of (issue 21): a whole record, or a part of one (an ICP's personas). Each
 * kind declares its drafts, and its revisions (issue 39 §2) the same way; the answer's JSON,
 * its canonical form and the lineage comparison are the record kind's fields, or the part's.
 */

/**
 * What a draft is of: an ICP, the personas of an ICP, a USP, or a research brief (a proposal);
 * or what a revision of a stored record answers (issue 39 §2): a whole ICP, one persona of an
 * ICP, a whole USP.
 */
export type DraftKind =
  | 'icp'
  | 'buyer-personas'
  | 'usp'
  | 'brief'
  | 'icp-revision'
  | 'persona-revision'
  | 'usp-revision';

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
  /**
   * A revision of a stored record (an edit type): its token names the record and the hash of
   * its proposal, and only an update of that record records it.
   */
  revision?: true;
  /**
   * Research (a brief) is about the tenant: without a company description, typed or the
   * workspace's, the tenant's name and domain stand for it instead of a 400.
   */
  describesTenant?: boolean;
}

/** A draft with the kind of record it becomes. */
export interface DraftTarget extends DraftDeclaration {
  record: RecordKind;
}
