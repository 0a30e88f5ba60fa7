import { createHash } from 'node:crypto';
import type { BuyerPersonaInput, GeneratedBy, PromptType } from '@portal/contract';

/**
 * Lineage of ICPs and USPs saved from drafts (issue 21): what a draft is of, the canonical
 * content a draft and a saved record are compared by, and the columns that hold it.
 */

/** What a draft is of: an ICP, the personas of an ICP, or a USP. */
export type DraftKind = 'icp' | 'buyer-personas' | 'usp';

export const PROMPT_TYPE_OF_KIND: Record<DraftKind, PromptType> = {
  icp: 'ICP',
  'buyer-personas': 'BUYER_PERSONA',
  usp: 'USP',
};

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

interface IcpContent {
  name: string;
  description: string;
  segments: readonly { name: string; description: string; details: string }[];
  buyerPersonas: readonly BuyerPersonaInput[];
}
interface UspContent {
  name: string;
  differentiator: string;
  products: readonly string[];
  capabilities: readonly string[];
}

/** What a draft or a record holds, as far as lineage compares it. */
type Content = IcpContent | UspContent | Pick<IcpContent, 'buyerPersonas'>;

const personas = (list: readonly BuyerPersonaInput[]) =>
  list.map((p) => ({
    name: p.name.trim(),
    description: (p.description ?? '').trim(),
    isMobilizer: p.isMobilizer,
    isBuyingCommittee: p.isBuyingCommittee,
  }));

/**
 * Content as stored (texts trimmed, a persona's missing description ''), in a fixed key order,
 * without ids, scope or revision: a draft saved unchanged has the same canonical content as
 * the record it became.
 */
function canonical(
  kind: DraftKind,
  content: IcpContent | UspContent | Pick<IcpContent, 'buyerPersonas'>,
) {
  if (kind === 'buyer-personas') {
    return { buyerPersonas: personas((content as IcpContent).buyerPersonas) };
  }
  if (kind === 'icp') {
    const icp = content as IcpContent;
    return {
      name: icp.name.trim(),
      description: icp.description.trim(),
      segments: icp.segments.map((s) => ({
        name: s.name.trim(),
        description: s.description.trim(),
        details: s.details.trim(),
      })),
      buyerPersonas: personas(icp.buyerPersonas),
    };
  }
  const usp = content as UspContent;
  return {
    name: usp.name.trim(),
    differentiator: usp.differentiator.trim(),
    products: usp.products.map((line) => line.trim()),
    capabilities: usp.capabilities.map((line) => line.trim()),
  };
}

/** SHA-256 of the canonical content's JSON, base64url. */
export function contentHash(kind: DraftKind, content: Content): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(kind, content)))
    .digest('base64url');
}

/** Which part of a record a lineage of `promptType` covers: personas only for BUYER_PERSONA. */
export const kindOfLineage = (promptType: PromptType, record: 'icp' | 'usp'): DraftKind =>
  record === 'usp' ? 'usp' : promptType === 'BUYER_PERSONA' ? 'buyer-personas' : 'icp';

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
export function lineageColumns(claim: GenerationClaim, saved: Content) {
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
  record: 'icp' | 'usp',
  before: Content,
  after: Content & { generatedBy?: GeneratedBy },
  claim: GenerationClaim | undefined,
) {
  if (claim) return lineageColumns(claim, after);
  if (!after.generatedBy || after.generatedBy.edited) return undefined;
  const kind = kindOfLineage(after.generatedBy.promptType, record);
  if (contentHash(kind, before) === contentHash(kind, after)) return undefined;
  return { generated_edited: 1 };
}
