import type { GeneratedBy, PromptType } from '@portal/contract';

/** The lineage fields every text below reads (a draft's generation has them too). */
type Lineage = Pick<GeneratedBy, 'promptType' | 'version' | 'model'>;

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

/** Shown once a draft fills a form: who drafted it, and that nothing is saved yet. */
export function draftedNotice(generation: Lineage, submitLabel: string): string {
  return `Drafted by the ${instructionText(generation)} with ${generation.model}. Review it, then press '${submitLabel}'.`;
}

/** Shown once suggested personas join the form; `left` did not fit under `limit`. */
export function suggestedNotice(
  generation: Lineage,
  added: number,
  left: number,
  limit: number,
): string {
  const who = `the ${instructionText(generation)} with ${generation.model}`;
  const personas = (count: number) => `${count} ${count === 1 ? 'persona' : 'personas'}`;
  if (added === 0) {
    return `No suggested persona was added: an ICP has at most ${limit} buyer personas.`;
  }
  const notFitting =
    left > 0 ? ` ${personas(left)} did not fit: an ICP has at most ${limit} buyer personas.` : '';
  return `Added ${personas(added)} suggested by ${who}.${notFitting} Review them before saving.`;
}
