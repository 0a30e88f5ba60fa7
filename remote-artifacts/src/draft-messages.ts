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
