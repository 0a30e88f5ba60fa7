import { lazy } from 'react';

// Its own chunk (issue 39): the dashboard loads it when 'Revise with AI' is first pressed.
export const ReviseDialog = lazy(() =>
  import('./revise-dialog').then((ui) => ({ default: ui.ReviseDialog })),
);
