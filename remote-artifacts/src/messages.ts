/** Spec §8 fallbacks of the ICP and USP calls, shown when a failure brings no message. */
export const ARTIFACT_MESSAGES = {
  loadIcps: 'Failed to load ICPs. Please try again.',
  createIcp: 'Failed to create ICP. Please try again.',
  updateIcp: 'Failed to update ICP. Please try again.',
  deleteIcp: 'Failed to delete ICP. Please try again.',
  loadUsps: 'Failed to load USPs',
  createUsp: 'Failed to create USP',
  updateUsp: 'Failed to update USP',
  deleteUsp: 'Failed to delete USP',
  /** Issue 11: a save refused because someone else saved the item since the form loaded it. */
  staleIcp: 'This ICP was changed by someone else. Reload to see their changes.',
  staleUsp: 'This USP was changed by someone else. Reload to see their changes.',
  loadHistory: 'Failed to load the history. Please try again.',
} as const;

/**
 * Issue 34: why a change is disabled for a viewer ('Viewers can read but not change ICPs'),
 * shown on hover and focus; `kind` is 'ICP' or 'USP'.
 */
export const readOnlyReason = (kind: string) => `Viewers can read but not change ${kind}s`;

// Issue 21's draft texts are in draft-messages.ts: they load with the draft code only.
