import { createContext, useEffect, useState, useSyncExternalStore } from 'react';
import { clickSelect, withAll, without, type Selection } from './range-selection';

/**
 * The selected cards of one tab, outside React's state: a card's checkbox subscribes to its own
 * card only, so a click re-renders that checkbox (or a range's), not hundreds of cards.
 */
export interface SelectionStore {
  subscribe: (listener: () => void) => () => void;
  get: () => Selection;
  /** The shown cards' ids in list order: what a shift-click's range runs over. */
  setOrder: (ids: readonly string[]) => void;
  click: (id: string, shift: boolean) => void;
  selectAll: (ids: readonly string[]) => void;
  deselect: (ids: readonly string[]) => void;
  clear: () => void;
}

export function createSelectionStore(): SelectionStore {
  let selected: Selection = new Set();
  let anchor: string | null = null;
  let order: readonly string[] = [];
  const listeners = new Set<() => void>();
  const set = (next: Selection) => {
    selected = next;
    listeners.forEach((listener) => listener());
  };
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => selected,
    setOrder: (ids) => {
      order = ids;
    },
    click: (id, shift) => {
      set(clickSelect(selected, order, anchor, id, shift));
      anchor = id;
    },
    selectAll: (ids) => set(withAll(selected, ids)),
    deselect: (ids) => set(without(selected, ids)),
    clear: () => {
      anchor = null;
      if (selected.size > 0) set(new Set());
    },
  };
}

/** The tab's selection for its cards' checkboxes; none outside a tab (no checkbox shows). */
export const SelectionContext = createContext<SelectionStore | null>(null);

/**
 * A tab's selection: its store and the selected ids. It starts empty whenever `scopeKey`
 * changes (another workspace or tab: a selection there would act on cards not in view).
 */
export function useSelection(scopeKey: string) {
  const [store] = useState(createSelectionStore);
  useEffect(() => store.clear(), [store, scopeKey]);
  const selected = useSyncExternalStore(store.subscribe, store.get);
  return { store, selected };
}
