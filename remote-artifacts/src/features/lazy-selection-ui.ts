import { lazy } from 'react';

// Loaded on the first selection: a tab where nothing is selected carries only the checkboxes.
// One loader for both: the bar and its 'Export' arrive together.
const load = () => import('./selection-ui');

export const BulkActions = lazy(() => load().then((ui) => ({ default: ui.BulkActions })));
export const ExportSelected = lazy(() => load().then((ui) => ({ default: ui.ExportSelected })));
