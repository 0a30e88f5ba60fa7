import { lazy } from 'react';

// Loaded on the first selection: a tab where nothing is selected carries only the checkboxes.
export const BulkActions = lazy(() =>
  import('./bulk-actions').then((bulk) => ({ default: bulk.BulkActions })),
);
