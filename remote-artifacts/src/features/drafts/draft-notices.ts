import { instructionText, type Lineage } from '../../components/lineage-text';

// Apart from lineage-text: only the draft code, loaded when asked for, says these.

/** Shown once a draft fills a form: who drafted it, and that nothing is saved yet. */
export function draftedNotice(generation: Lineage, submitLabel: string): string {
  return `Drafted by the ${instructionText(generation)} with ${generation.model}. Review it, then press '${submitLabel}'.`;
}

/** Shown once the kept changes of a draft are applied to a form that held text (issue 39). */
export function appliedNotice(
  generation: Lineage,
  kept: number,
  proposed: number,
  submitLabel: string,
): string {
  return `Applied ${kept} of ${proposed} ${proposed === 1 ? 'change' : 'changes'} drafted by the ${instructionText(generation)} with ${generation.model}. Review the form, then press '${submitLabel}'.`;
}

/** Shown when a draft would change nothing in the form. */
export function sameAsFormNotice(generation: Lineage): string {
  return `The ${instructionText(generation)} with ${generation.model} drafted what the form already holds: nothing to change.`;
}

/** What became of a persona suggestion's answer (`appendPersonas`). */
export interface SuggestedCounts {
  /** Joined the form. */
  added: number;
  /** New, but past the ICP's limit. */
  left: number;
  /** Left out: the form already has a persona of that name. */
  known: number;
}

const personas = (count: number) => `${count} ${count === 1 ? 'persona' : 'personas'}`;

/** Shown once suggested personas join the form; `limit`: the ICP's most buyer personas. */
export function suggestedNotice(
  generation: Lineage,
  { added, left, known }: SuggestedCounts,
  limit: number,
): string {
  const who = `the ${instructionText(generation)} with ${generation.model}`;
  if (added === 0 && left === 0) {
    return `No new persona was suggested: the form already has every persona ${who} suggested.`;
  }
  if (added === 0) {
    return `No suggested persona was added: an ICP has at most ${limit} buyer personas.`;
  }
  const alreadyThere =
    known === 1
      ? ' 1 suggested persona was left out: the form already has a persona of that name.'
      : known > 1
        ? ` ${known} suggested personas were left out: the form already has personas of those names.`
        : '';
  const notFitting =
    left > 0 ? ` ${personas(left)} did not fit: an ICP has at most ${limit} buyer personas.` : '';
  return `Added ${personas(added)} suggested by ${who}.${alreadyThere}${notFitting} Review them before saving.`;
}
