import { Suspense, type ReactNode } from 'react';
import type { useUndoDelete } from '../undo/use-undo-delete';
import { BulkActions } from './lazy-bulk-actions';
import type { useSelection } from './use-selection';

export interface Selectable {
  id: string;
  name: string;
}

export interface SelectionActionsProps<T extends Selectable> {
  selection: ReturnType<typeof useSelection>;
  /** The tab's whole list, and the part of it matching the search. */
  items: T[];
  shown: T[];
  /** 'ICP', 'USP'. */
  kind: string;
  /** The spec's DELETE of one record (it moves to the trash). */
  remove: (id: string) => Promise<void>;
  /** Spec §8 message of a failed delete. */
  fallback: string;
  onDeleted: (ids: string[]) => void;
  onFailed: (message: string | null) => void;
  undo: ReturnType<typeof useUndoDelete>;
  /** Why the user may not delete (a viewer), or null. */
  refusal: string | null;
  /** Further bulk actions on the selected records (issue 24: export, copy to another workspace). */
  children?: (selected: T[]) => ReactNode;
}

/**
 * A tab's selection bar and bulk actions, shown while cards are selected; their code loads on
 * the first selection.
 */
export function SelectionActions<T extends Selectable>(props: SelectionActionsProps<T>) {
  const { items, children, ...bulk } = props;
  const { selected } = props.selection;
  // Only what the list still has: a card deleted or restored elsewhere drops out.
  const chosen = items.filter((item) => selected.has(item.id));
  if (chosen.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <BulkActions {...bulk} chosen={chosen}>
        {children?.(chosen)}
      </BulkActions>
    </Suspense>
  );
}
