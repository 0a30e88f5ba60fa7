import { useCallback, useRef } from 'react';
import { App } from '@portal/shared/antd-nav';
import { focusIfLost, notePlace, type DeletedPlace } from './deleted-focus';
import type { Deleted, UndoDelete } from './undo-model';

/**
 * After a delete, a notice says what moved to the trash and offers 'Undo' for 10 seconds
 * (issue 24 §4, issue 37 §1). Its code loads with the first delete: a tab that deletes nothing
 * skips it.
 */
export function useUndoDelete(undo: UndoDelete) {
  const { notification } = App.useApp();
  const lastPlace = useRef<DeletedPlace | null>(null);
  const { scope, kind, label, onRestored } = undo;

  const offer = useCallback(
    (records: readonly Deleted[]) => {
      if (!scope || records.length === 0) return;
      // Now, while the list still shows the deleted cards: where the focus goes once they are gone.
      lastPlace.current = notePlace(records.map((record) => record.id));
      void import('./undo-notice').then(({ openUndoNotice }) =>
        openUndoNotice({ notification, scope, kind, label, onRestored, records }),
      );
    },
    [scope, kind, label, onRestored, notification],
  );

  /**
   * When the deleted card (or the selection bar) held the focus, it went with it: the card
   * that took its place takes it (deleted-focus), not the notice. Called once the
   * confirmation closed.
   */
  const keepFocusInList = useCallback(() => {
    requestAnimationFrame(() => focusIfLost(lastPlace.current));
  }, []);

  return { offer, keepFocusInList };
}
