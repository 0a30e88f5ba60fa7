import { createHash } from 'node:crypto';
import type { GeneratedBy, PromptType, RecordKind } from '@portal/contract';
import { applyChanges, changeList, keptChanges } from '@portal/contract/change-list';
import { KINDS } from '../kinds';
import { canonical } from '../kinds/content-codec';
import type { DraftKind } from '../kinds/draft-kind';
import { DRAFT_TARGETS, kindOfLineage } from '../kinds/drafts';

/**
 * Lineage of ICPs and USPs saved from drafts (issue 21) and revisions (issue 39 §2): what a
 * draft is of, the canonical content a draft and a saved record are compared by, a revision's
 * changes kept, and the columns that hold it.
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
  /** A revision's (issue 39 §2): the record it revised, and recordHash of its proposal. */
  recordId?: string;
  proposalHash?: string;
  /** The recorded model call that answered it (issue 39 §4): its fate is set on save. */
  callId?: string;
}

/** A claim as an update verified it: a revision's comes with its proposal (hash checked). */
export type VerifiedClaim = GenerationClaim & { proposal?: object };

/** The content a draft of `kind` covers, canonical (texts trimmed, keys in contract order). */
function canonicalOf(kind: DraftKind, content: object) {
  const target = DRAFT_TARGETS[kind];
  const fields = KINDS[target.record].fields.filter(
    (field) => !target.keys || target.keys.includes(field.key),
  );
  return canonical(fields, content);
}

const hashOf = (canonicalContent: unknown) =>
  createHash('sha256').update(JSON.stringify(canonicalContent)).digest('base64url');

/**
 * SHA-256 of the canonical content's JSON (content as stored, in a fixed key order, without
 * ids, scope or revision), base64url: a draft saved unchanged has the same hash as the record
 * it became.
 */
export function contentHash(kind: DraftKind, content: object): string {
  return hashOf(canonicalOf(kind, content));
}

/** The same hash of a record's whole content (a revision's proposal, whatever it covers). */
export function recordHash(record: RecordKind, content: object): string {
  return hashOf(canonical(KINDS[record].fields, content));
}

/** The lineage columns of an ICP or USP row. */
export interface LineageRow {
  generated_prompt_id: string | null;
  generated_prompt_type: PromptType | null;
  generated_version: string | null;
  generated_model: string | null;
  generated_at: string | null;
  generated_edited: boolean | number | null;
  generated_changes_kept: number | null;
  generated_changes_proposed: number | null;
}

export const LINEAGE_COLUMNS = [
  'generated_prompt_id',
  'generated_prompt_type',
  'generated_version',
  'generated_model',
  'generated_at',
  'generated_edited',
  'generated_changes_kept',
  'generated_changes_proposed',
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
    ...(row.generated_changes_proposed === null
      ? {}
      : {
          changes: {
            kept: Number(row.generated_changes_kept),
            proposed: Number(row.generated_changes_proposed),
          },
        }),
  };
}

/**
 * How a revision was saved: of the changes its proposal made to the record as it stood before
 * the save (the change list staff reviewed, rebuilt on it if it had changed meanwhile), how
 * many the saved content keeps, and whether a person edited it beyond accepting and rejecting
 * them (rejecting a change is no edit). Counted here from what was saved, never taken from the
 * browser. Undefined for a draft's claim.
 */
function revisionSaved(claim: VerifiedClaim, before: object | undefined, saved: object) {
  if (!claim.proposal || !before) return undefined;
  const record = DRAFT_TARGETS[claim.kind].record;
  const { fields } = KINDS[record];
  const changes = changeList(fields, before, claim.proposal);
  const kept = keptChanges(fields, changes, saved);
  const accepted = applyChanges(fields, before, changes, kept);
  return {
    kept: kept.length,
    proposed: changes.length,
    edited: recordHash(record, saved) !== recordHash(record, accepted),
  };
}

/**
 * The columns recording `claim` as the lineage of a record whose content is `saved` (and was
 * `before`, for an update: a revision counts its changes kept against it).
 */
export function lineageColumns(claim: VerifiedClaim, saved: object, before?: object) {
  const revision = revisionSaved(claim, before, saved);
  const edited = revision ? revision.edited : contentHash(claim.kind, saved) !== claim.draftHash;
  return {
    generated_prompt_id: claim.promptId,
    generated_prompt_type: claim.promptType,
    generated_version: claim.version,
    generated_model: claim.model,
    generated_at: claim.generatedAt,
    generated_edited: edited ? 1 : 0,
    generated_changes_kept: revision?.kept ?? null,
    generated_changes_proposed: revision?.proposed ?? null,
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
  claim: VerifiedClaim | undefined,
) {
  if (claim) return lineageColumns(claim, after, before);
  if (!after.generatedBy || after.generatedBy.edited) return undefined;
  const kind = kindOfLineage(after.generatedBy.promptType, record);
  if (contentHash(kind, before) === contentHash(kind, after)) return undefined;
  return { generated_edited: 1 };
}
