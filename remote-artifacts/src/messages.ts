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

/** Issue 21: 'Draft with AI' and 'Suggest personas' in the ICP and USP forms. */
export const DRAFT_MESSAGES = {
  draftIcp: 'Failed to draft the ICP. Please try again.',
  draftUsp: 'Failed to draft the USP. Please try again.',
  suggestPersonas: 'Failed to suggest personas. Please try again.',
  companyDescriptionHelp: "Leave it blank to use the workspace's description.",
  noModel: 'No model is configured, so nothing can be drafted.',
  configureModel:
    'An administrator connects one by starting the API with MODEL_BASE_URL and MODEL_NAME set (see docs/model-provider.md).',
  drafting: 'Drafting…',
  suggesting: 'Suggesting personas…',
} as const;
