import { createRef, useCallback, useRef, type RefObject } from 'react';
import { App } from '@portal/shared/antd-nav';
import { focusIfLost, type Deleted, type UndoDelete } from './undo-model';

/**
 * After a delete, a notice says what moved to the trash and offers 'Undo' for 10 seconds
 * (issue 24 §4). Its code loads with the first delete: a tab that deletes nothing skips it.
 */
export function useUndoDelete(undo: UndoDelete) {
  const { notification } = App.useApp();
  const lastUndo = useRef<RefObject<HTMLButtonElement | null>>(createRef());
  const { scope, kind, label, onRestored } = undo;

  const offer = useCallback(
    (records: readonly Deleted[]) => {
      if (!scope || records.length === 0) return;
      const undoButton = createRef<HTMLButtonElement>();
      lastUndo.current = undoButton;
      void import('./undo-notice').then(({ openUndoNotice }) =>
        openUndoNotice({ notification, scope, kind, label, onRestored, records, undoButton }),
      );
    },
    [scope, kind, label, onRestored, notification],
  );

  /**
   * When the deleted card held the focus, it went with it: the latest notice's Undo takes it,
   * so a keyboard user is where the next step is. Called once the confirmation closed; the
   * frame after, the notice has usually shown (its code loads with the first delete), and if
   * not, its Undo takes the lost focus as it shows.
   */
  const focusUndoIfLost = useCallback(() => {
    requestAnimationFrame(() => focusIfLost(lastUndo.current, true));
  }, []);

  return { offer, focusUndoIfLost };
}
