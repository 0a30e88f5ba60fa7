import { Suspense, type ReactNode } from 'react';
import { errorMessage } from '@portal/shared';
import { TRASH_RETENTION_DAYS } from '@portal/contract/limits';
import { useDeleteConfirm } from '../../hooks/use-delete-confirm';
import type { useUndoDelete } from '../undo/use-undo-delete';
import { countOf, namesText } from '../undo/undo-text';
import { SelectionBar } from './lazy-selection-bar';
import { settleEach } from './settle-each';
import type { useSelection } from './use-selection';

interface Selectable {
  id: string;
  name: string;
}

interface SelectionActionsProps<T extends Selectable> {
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
  /** Further bulk actions on the selected records (issue 24: export, copy to another workspace). */
  children?: (selected: T[]) => ReactNode;
}

/**
 * The selection bar of a tab and its bulk delete: confirmed with the count, then the spec's
 * DELETE for each record (a few at a time) and one notice to undo them all. What failed stays
 * selected, named in the tab's error.
 */
export function SelectionActions<T extends Selectable>(props: SelectionActionsProps<T>) {
  const { selection, items, shown, kind, remove, fallback, undo } = props;
  const { store, selected } = selection;
  const confirmDelete = useDeleteConfirm();
  // Only what the list still has: a card deleted or restored elsewhere drops out.
  const chosen = items.filter((item) => selected.has(item.id));
  if (chosen.length === 0) return null;

  const deleteChosen = () => {
    props.onFailed(null);
    confirmDelete({
      question: `Delete ${countOf(chosen.length, kind)}?`,
      detail: `They move to the trash, where they can be restored for ${TRASH_RETENTION_DAYS} days.`,
      remove: async () => {
        const results = await settleEach(chosen, (item) => remove(item.id));
        const deleted = chosen.filter((_, i) => results[i]?.status === 'fulfilled');
        const failed = chosen.filter((_, i) => results[i]?.status === 'rejected');
        if (deleted.length > 0) {
          const ids = deleted.map((item) => item.id);
          props.onDeleted(ids);
          store.deselect(ids);
          undo.offer(deleted);
        }
        if (failed.length > 0) {
          const reason = results.find((result) => result.status === 'rejected')?.reason;
          props.onFailed(
            `Could not delete ${namesText(failed)}. ${errorMessage(reason, fallback)}`,
          );
        }
      },
      fallback,
      onDeleted: () => {},
      onFailed: props.onFailed,
      afterClose: undo.focusUndoIfLost,
    });
  };

  return (
    <Suspense fallback={null}>
      <SelectionBar
        kind={kind}
        count={chosen.length}
        allSelected={shown.every((item) => selected.has(item.id))}
        onSelectAll={() => store.selectAll(shown.map((item) => item.id))}
        onClear={store.clear}
        onDelete={deleteChosen}
      >
        {props.children?.(chosen)}
      </SelectionBar>
    </Suspense>
  );
}
