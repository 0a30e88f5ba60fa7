import { NO_RELEASE } from '@portal/contract/limits';

/** Issue 39 §2: 'Revise with AI'. Loaded with the revise dialog only. */
export const REVISE_MESSAGES = {
  requestLabel: 'What should change?',
  requestHelp:
    'In plain words, e.g. “Split the enterprise segment by region”. Nothing is saved until you choose the changes to keep.',
  revising: 'Revising…',
  revise: (label: string) => `Failed to revise the ${label}. Please try again.`,
  // Said after remote-kit's CONNECT_MODEL, how every notice says a model gets connected.
  noModel: 'No model is connected, so nothing can be revised.',
  untilThen: 'Until then, edit it by hand.',
  noRelease: (instruction: string) =>
    `No ${instruction} instruction is released for this tenant yet, so nothing can be revised.`,
  release: 'A releaser releases one on the',
  nothingProposed: (label: string) => `The AI proposes no change to this ${label}.`,
  stale: (label: string) =>
    `This ${label} was changed by someone else since the AI answered. The changes below are compared with it as saved now: check them, then save again.`,
  staleNothing: (label: string) =>
    `This ${label} was changed by someone else since the AI answered, and it now holds everything proposed: there is nothing left to save.`,
  saved: (label: string, kept: number, proposed: number) =>
    `${label} updated: ${kept} of ${proposed} ${proposed === 1 ? 'change' : 'changes'} kept.`,
} as const;

/**
 * The API's 404 when the tenant has no release of the edit type: told by its code, NO_RELEASE,
 * from the NOT_FOUND of a record gone meanwhile (shown as a failure with Retry).
 */
export const isNoRelease = (code: string | null) => code === NO_RELEASE;
