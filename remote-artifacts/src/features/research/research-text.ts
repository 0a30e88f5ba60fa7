import { MODEL_KNOWLEDGE, type ResearchSectionKey } from '@portal/contract/limits';

/** Company research (issue 39 §3): the panel's words. */
export const RESEARCH_TEXT = {
  title: 'Company research',
  show: 'Show company research',
  hide: 'Hide company research',
  loading: 'Loading the research brief...',
  loadFailed: 'Failed to load the research brief. Please try again.',
  empty: 'No research brief yet',
  emptyHelp: 'Research the company to give the ICP, persona and USP drafts what is known about it.',
  research: 'Research the company',
  researchAgain: 'Research again',
  researching: 'Researching the company…',
  cancel: 'Cancel research',
  cancelling: 'Cancelling...',
  cancelFailed: 'Failed to cancel the research. Please try again.',
  interrupted: 'The research stopped before it ended (the server restarted): research again.',
  researchFailed: 'Failed to research the company. Please try again.',
  noModel: 'No model is connected, so the company cannot be researched.',
  edit: 'Edit brief',
  history: 'History',
  save: 'Save brief',
  saveFailed: 'Failed to save the research brief. Please try again.',
  stale: 'Someone else changed this research brief. Reload it to see their changes.',
  reload: 'Reload',
  cancelEdit: 'Cancel',
  reviewHelp: 'Review and edit what the model proposed, add the sources you know, then save.',
  sourcesLabel: 'Sources',
  sourcesHelp: 'One URL or note per line. None: the section comes from model knowledge.',
  linesHelp: 'One per line.',
  name: 'Company name',
} as const;

/** A research in progress: 'Researching the company… 14 s, started by alice@example.com'. */
export const researchingFor = (elapsedMs: number, startedBy: string) =>
  `${RESEARCH_TEXT.researching} ${Math.round(elapsedMs / 1000)} s, started by ${startedBy}`;

/** Each section's heading, in the brief's order. */
export const SECTION_LABELS: Record<ResearchSectionKey, string> = {
  summary: 'Summary',
  offerings: 'Offerings',
  markets: 'Markets',
  competitors: 'Competitors',
  signals: 'Buying signals',
};

/** Where a section came from, as the panel says it: its sources, or model knowledge. */
export const sourcesText = (references: readonly string[]) =>
  references.length === 0 ? `Source: ${MODEL_KNOWLEDGE}` : `Sources: ${references.join('; ')}`;
