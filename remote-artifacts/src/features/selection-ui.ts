// The selection's code, one chunk loaded on the first selection: the bar and its bulk actions.
export { BulkActions } from './selection/bulk-actions';
export { ExportSelected } from './exchange/export-selected';
