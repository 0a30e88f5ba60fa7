import type { GeneratedBy, PromptType } from '@portal/contract';

/** The lineage fields every text below reads (a draft's generation has them too). */
export type Lineage = Pick<GeneratedBy, 'promptType' | 'version' | 'model'>;

const INSTRUCTION_NAMES: Partial<Record<PromptType, string>> = {
  ICP: 'ICP instruction',
  BUYER_PERSONA: 'buyer persona instruction',
  USP: 'USP instruction',
  COMPANY_RESEARCH: 'company research instruction',
  // Issue 39: the edit types, as the Instructions table names them.
  ICP_EDIT: 'ICP Edit',
  BUYER_PERSONA_EDIT: 'Buyer Persona Edit',
  USP_EDIT: 'USP Edit',
};

type RevisionMark = Partial<Pick<GeneratedBy, 'promptType' | 'changes'>>;

/** Saved from a revision (an edit type's answer, issue 39), not from a draft. */
const isRevision = ({ promptType, changes }: RevisionMark) =>
  changes !== undefined || Boolean(promptType?.endsWith('_EDIT'));

/** e.g. ', 2 of 3 changes kept'; nothing when the lineage does not count them. */
function keptText({ changes }: RevisionMark): string {
  if (!changes) return '';
  return `, ${changes.kept} of ${changes.proposed} ${changes.proposed === 1 ? 'change' : 'changes'} kept`;
}

/** e.g. 'ICP instruction V1.1': the instruction version as the Instructions table names it. */
export function instructionText({ promptType, version }: Lineage): string {
  return `${INSTRUCTION_NAMES[promptType] ?? promptType} V${version}`;
}

/**
 * The card's badge: 'AI draft · V1.1' ('AI revised · V1.0' after a revision), with ' · edited'
 * once a person changed it.
 */
export function badgeText(
  generatedBy: Pick<GeneratedBy, 'version' | 'edited'> & RevisionMark,
): string {
  const { version, edited } = generatedBy;
  const what = isRevision(generatedBy) ? 'AI revised' : 'AI draft';
  return `${what} · V${version}${edited ? ' · edited' : ''}`;
}

/** An audit entry's generation: which version and model drafted the saved content. */
export function generationText(generation: GeneratedBy): string {
  const edited = generation.edited ? ', edited before saving' : '';
  const by = isRevision(generation) ? 'Revised by AI' : 'Drafted by AI';
  return `${by}: ${instructionText(generation)}, model ${generation.model}${keptText(generation)}${edited}`;
}

/** Atop a record's History: its lineage now, whatever page its draft's entry is on. */
export function lineageText(generatedBy: GeneratedBy): string {
  const edited = generatedBy.edited ? ', edited since' : '';
  const from = isRevision(generatedBy) ? 'Last revised by AI' : 'From an AI draft';
  return `${from}: ${instructionText(generatedBy)}, model ${generatedBy.model}${keptText(generatedBy)}${edited}`;
}
