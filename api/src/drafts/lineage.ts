import { createHash } from 'node:crypto';
import type { GeneratedBy, PromptType, RecordKind } from '@portal/contract';
import { KINDS } from '../kinds';
import { canonical } from '../kinds/content-codec';
import type { DraftKind } from '../kinds/draft-kind';
import { DRAFT_TARGETS, kindOfLineage } from '../kinds/drafts';

/**
 * Lineage of ICPs and USPs saved from drafts (issue 21): what a draft is of, the canonical
 * content a draft and a saved record are compared by, and the columns that hold it.
 */

/** A verified generation token's content: who drafted what, for which tenant and workspace. */
export interface GenerationClaim {
  kind: DraftKind;
  tenantId: string;
  workspaceId: string;
  promptId: string;
  promptType: PromptType;
  version: string;
  model: string;
  generatedAt: string;
  /** contentHash of the draft as answered. */
  draftHash: string;
}

/** The content a draft of `kind` covers, canonical (texts trimmed, keys in contract order). */
function canonicalOf(kind: DraftKind, content: object) {
  const target = DRAFT_TARGETS[kind];
  const fields = KINDS[target.record].fields.filter(
    (field) => !target.keys || target.keys.includes(field.key),
  );
  return canonical(fields, content);
}

/**
 * SHA-256 of the canonical content's JSON (content as stored, in a fixed key order, without
 * ids, scope or revision), base64url: a draft saved unchanged has the same hash as the record
 * it became.
 */
export function contentHash(kind: DraftKind, content: object): string {
  return createHash('sha256')
    .update(JSON.stringify(canonicalOf(kind, content)))
    .digest('base64url');
}

/** The lineage columns of an ICP or USP row. */
export interface LineageRow {
  generated_prompt_id: string | null;
  generated_prompt_type: PromptType | null;
  generated_version: string | null;
  generated_model: string | null;
  generated_at: string | null;
  generated_edited: boolean | number | null;
}

export const LINEAGE_COLUMNS = [
  'generated_prompt_id',
  'generated_prompt_type',
  'generated_version',
  'generated_model',
  'generated_at',
  'generated_edited',
] as const;

/** The record's `generatedBy`, or undefined for a record people wrote. */
export function generatedByOf(row: LineageRow): GeneratedBy | undefined {
  if (row.generated_prompt_id === null) return undefined;
  return {
    promptId: row.generated_prompt_id,
    promptType: row.generated_prompt_type!,
    version: row.generated_version!,
    model: row.generated_model!,
    generatedAt: row.generated_at!,
    edited: Boolean(row.generated_edited),
  };
}

/** The columns recording `claim` as the lineage of a record whose content is `saved`. */
export function lineageColumns(claim: GenerationClaim, saved: object) {
  return {
    generated_prompt_id: claim.promptId,
    generated_prompt_type: claim.promptType,
    generated_version: claim.version,
    generated_model: claim.model,
    generated_at: claim.generatedAt,
    generated_edited: contentHash(claim.kind, saved) !== claim.draftHash ? 1 : 0,
  };
}

/**
 * The lineage columns an update leaves, or undefined when they stay: a new draft's
 * (`claim`); else the stored lineage, edited from now on if a person changed what it covers
 * (for a persona draft, the ICP's personas).
 */
export function lineageAfterUpdate(
  record: RecordKind,
  before: object,
  after: { generatedBy?: GeneratedBy },
  claim: GenerationClaim | undefined,
) {
  if (claim) return lineageColumns(claim, after);
  if (!after.generatedBy || after.generatedBy.edited) return undefined;
  const kind = kindOfLineage(after.generatedBy.promptType, record);
  if (contentHash(kind, before) === contentHash(kind, after)) return undefined;
  return { generated_edited: 1 };
}
