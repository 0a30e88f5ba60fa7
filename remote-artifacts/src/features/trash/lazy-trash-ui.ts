import { lazy } from 'react';

export const TrashDrawer = lazy(() =>
  import('./trash-ui').then((ui) => ({ default: ui.TrashDrawer })),
);
