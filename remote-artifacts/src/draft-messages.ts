/** Issue 21: 'Draft with AI' and 'Suggest personas' in the ICP and USP forms. */
export const DRAFT_MESSAGES = {
  draftIcp: 'Failed to draft the ICP. Please try again.',
  draftUsp: 'Failed to draft the USP. Please try again.',
  suggestPersonas: 'Failed to suggest personas. Please try again.',
  companyDescriptionHelp: "Leave it blank to use the workspace's description.",
  // How to connect one is remote-kit's CONNECT_MODEL, the same in every notice.
  noModel: 'No model is connected, so nothing can be drafted.',
  drafting: 'Drafting…',
  suggesting: 'Suggesting personas…',
} as const;
