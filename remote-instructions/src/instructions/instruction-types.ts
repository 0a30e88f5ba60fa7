import type { PromptType } from '@portal/contract';

/** Spec §3: each instruction type by key, with the label shown for it. */
export const INSTRUCTION_TYPE_LABELS: Record<PromptType, string> = {
  ICP: 'ICP',
  BUYER_PERSONA: 'Buyer Persona',
  USP: 'USP',
  COMPANY_RESEARCH: 'Company Research',
  ICP_EDIT: 'ICP Edit',
  BUYER_PERSONA_EDIT: 'Buyer Persona Edit',
  USP_EDIT: 'USP Edit',
};

export const INSTRUCTION_TYPE_OPTIONS = Object.entries(INSTRUCTION_TYPE_LABELS).map(
  ([value, label]) => ({ value: value as PromptType, label }),
);

/** The label of a type; a key this build does not know yet is shown as sent. */
export function instructionTypeLabel(type: string): string {
  return INSTRUCTION_TYPE_LABELS[type as PromptType] ?? type;
}

/** Letters whose names start with a vowel sound: "an ICP", "an SDR", but "a USP". */
const AN_LETTERS = new Set('AEFHILMNORSX');

/** The label with its article: 'an ICP', 'a USP', 'a Buyer Persona' (issue 37 §4). */
export function withArticle(label: string): string {
  const first = label.split(' ')[0] ?? '';
  const initialism = first.length > 1 && first === first.toUpperCase();
  const an = initialism ? AN_LETTERS.has(first[0]!) : /^[aeiou]/i.test(first);
  return `${an ? 'an' : 'a'} ${label}`;
}
