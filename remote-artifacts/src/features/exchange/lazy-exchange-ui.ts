import { lazy } from 'react';

// One import for both: the dashboard's chunks carry one loader, not two.
const load = () => import('./exchange-ui');

export const ExportDialog = lazy(() => load().then((ui) => ({ default: ui.ExportDialog })));
export const ImportDialog = lazy(() => load().then((ui) => ({ default: ui.ImportDialog })));
