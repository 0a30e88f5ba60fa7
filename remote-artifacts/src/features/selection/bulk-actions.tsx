import type { ReactNode } from 'react';
import { errorMessage } from '@portal/shared';
import { TRASH_RETENTION_DAYS } from '@portal/contract/limits';
import { moveToTrash } from '../../api/trash';
import { useDeleteConfirm } from '../../hooks/use-delete-confirm';
import { countOf, namesText } from '../../lib/records-text';
import type { Selectable, SelectionActionsProps } from './selection-types';
import { SelectionBar } from './selection-bar';

interface BulkActionsProps extends Omit<SelectionActionsProps<Selectable>, 'items' | 'children'> {
  /** The selected records the list has, in list order. */
  chosen: Selectable[];
  /** The further bulk actions, for the bar. */
  children?: ReactNode;
}

/**
 * The selection bar and its bulk delete: confirmed with the count, then one request that moves
 * them all to the trash and one notice to undo them all. What failed stays selected, named in
 * the tab's error.
 */
export function BulkActions({ chosen, children, ...props }: BulkActionsProps) {
  const { selection, shown, kind, trash, fallback, undo, refusal } = props;
  const { store, selected } = selection;
  const confirmDelete = useDeleteConfirm();

  const deleteChosen = () => {
    props.onFailed(null);
    confirmDelete({
      question: `Delete ${countOf(chosen.length, kind)}?`,
      detail: `They move to the trash, where they can be restored for ${TRASH_RETENTION_DAYS} days.`,
      remove: async () => {
        let result;
        try {
          if (!trash.scope) throw new Error('The list has no workspace');
          result = await moveToTrash(
            trash.scope,
            trash.kind,
            chosen.map((item) => item.id),
          );
        } catch (reason) {
          // One transaction: nothing moved.
          props.onFailed(
            `Could not delete ${namesText(chosen)}. ${errorMessage(reason, fallback)}`,
          );
          return;
        }
        const moved = new Set(result.deleted);
        const deleted = chosen.filter((item) => moved.has(item.id));
        const failed = chosen.filter((item) => !moved.has(item.id));
        if (deleted.length > 0) {
          const ids = deleted.map((item) => item.id);
          props.onDeleted(ids);
          store.deselect(ids);
          undo.offer(deleted);
        }
        if (failed.length > 0) {
          const why = result.failed[0]?.message ?? fallback;
          props.onFailed(`Could not delete ${namesText(failed)}. ${why}`);
        }
      },
      fallback,
      onDeleted: () => {},
      onFailed: props.onFailed,
      afterClose: undo.keepFocusInList,
    });
  };

  return (
    <SelectionBar
      kind={kind}
      count={chosen.length}
      allSelected={shown.every((item) => selected.has(item.id))}
      onSelectAll={() => store.selectAll(shown.map((item) => item.id))}
      onClear={store.clear}
      onDelete={deleteChosen}
      refusal={refusal}
    >
      {children}
    </SelectionBar>
  );
}
