import { instructionText, type Lineage } from '../../components/lineage-text';

// Apart from lineage-text: only the draft code, loaded when asked for, says these.

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
