import { lazy } from 'react';

// One import for the three: the dashboard's chunks carry one loader, not three.
const load = () => import('./draft-ui');

export const IcpDraftPanel = lazy(() => load().then((ui) => ({ default: ui.IcpDraftPanel })));
export const PersonaSuggestions = lazy(() =>
  load().then((ui) => ({ default: ui.PersonaSuggestions })),
);
export const UspDraftPanel = lazy(() => load().then((ui) => ({ default: ui.UspDraftPanel })));
