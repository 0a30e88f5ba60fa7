import { lazy } from 'react';

// Its own chunk: the dashboard loads it when a 'Copy to…' is first used.
export const CopyDialog = lazy(() =>
  import('./copy-dialog').then((ui) => ({ default: ui.CopyDialog })),
);
