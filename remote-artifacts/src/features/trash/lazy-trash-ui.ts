import { lazy } from 'react';

// One import for both: the dashboard's chunks carry one loader, not two.
const load = () => import('./trash-ui');

export const TrashDrawer = lazy(() => load().then((ui) => ({ default: ui.TrashDrawer })));
export const TrashedLink = lazy(() => load().then((ui) => ({ default: ui.TrashedLink })));
