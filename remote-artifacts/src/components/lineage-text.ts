import type { GeneratedBy, PromptType } from '@portal/contract';

/** The lineage fields every text below reads (a draft's generation has them too). */
export type Lineage = Pick<GeneratedBy, 'promptType' | 'version' | 'model'>;

const INSTRUCTION_NAMES: Partial<Record<PromptType, string>> = {
  ICP: 'ICP instruction',
  BUYER_PERSONA: 'buyer persona instruction',
  USP: 'USP instruction',
};

/** e.g. 'ICP instruction V1.1': the instruction version as the Instructions table names it. */
export function instructionText({ promptType, version }: Lineage): string {
  return `${INSTRUCTION_NAMES[promptType] ?? promptType} V${version}`;
}

/** The card's badge: 'AI draft · V1.1', with ' · edited' once a person changed it. */
export function badgeText({ version, edited }: Pick<GeneratedBy, 'version' | 'edited'>): string {
  return `AI draft · V${version}${edited ? ' · edited' : ''}`;
}

/** An audit entry's generation: which version and model drafted the saved content. */
export function generationText(generation: GeneratedBy): string {
  const edited = generation.edited ? ', edited before saving' : '';
  return `Drafted by AI: ${instructionText(generation)}, model ${generation.model}${edited}`;
}

/** Atop a record's History: its lineage now, whatever page its draft's entry is on. */
export function lineageText(generatedBy: GeneratedBy): string {
  const edited = generatedBy.edited ? ', edited since' : '';
  return `From an AI draft: ${instructionText(generatedBy)}, model ${generatedBy.model}${edited}`;
}
