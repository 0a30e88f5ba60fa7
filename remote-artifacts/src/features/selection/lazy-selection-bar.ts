import { lazy } from 'react';

// Loaded on the first selection: a tab where nothing is selected carries only the checkboxes.
export const SelectionBar = lazy(() =>
  import('./selection-bar').then((bar) => ({ default: bar.SelectionBar })),
);
