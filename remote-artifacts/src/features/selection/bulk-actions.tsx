import type { ReactNode } from 'react';
import { errorMessage } from '@portal/shared';
import { TRASH_RETENTION_DAYS } from '@portal/contract/limits';
import { useDeleteConfirm } from '../../hooks/use-delete-confirm';
import { countOf, namesText } from '../../lib/records-text';
import type { Selectable, SelectionActionsProps } from './selection-types';
import { SelectionBar } from './selection-bar';
import { settleEach } from '../../lib/settle-each';

interface BulkActionsProps extends Omit<SelectionActionsProps<Selectable>, 'items' | 'children'> {
  /** The selected records the list has, in list order. */
  chosen: Selectable[];
  /** The further bulk actions, for the bar. */
  children?: ReactNode;
}

/**
 * The selection bar and its bulk delete: confirmed with the count, then the spec's DELETE for
 * each record (a few at a time) and one notice to undo them all. What failed stays selected,
 * named in the tab's error.
 */
export function BulkActions({ chosen, children, ...props }: BulkActionsProps) {
  const { selection, shown, kind, remove, fallback, undo, refusal } = props;
  const { store, selected } = selection;
  const confirmDelete = useDeleteConfirm();

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
