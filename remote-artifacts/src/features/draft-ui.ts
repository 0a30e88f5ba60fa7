// The draft code (issue 21), one chunk loaded when a form first asks for a draft.
export { IcpDraftPanel } from './icps/icp-draft-panel';
export { PersonaSuggestions } from './icps/persona-suggestions';
export { UspDraftPanel } from './usps/usp-draft-panel';
