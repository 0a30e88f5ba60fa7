import { useCallback } from 'react';
import { App } from '@portal/shared/antd-nav';
import { openDiscardConfirm } from './discard-confirm';
import { discardUnsavedChanges, hasUnsavedChanges } from './unsaved-changes-store';

/**
 * Wraps an action that leaves the open form behind (switching tab, tenant or workspace,
 * cancelling): runs it at once when nothing is unsaved, else only once the user chose to
 * discard the changes.
 */
export function useDiscardGuard(): (leave: () => void) => void {
  const { modal } = App.useApp();
  return useCallback(
    (leave) => {
      if (!hasUnsavedChanges()) {
        leave();
        return;
      }
      openDiscardConfirm(modal, {
        onDiscard: () => {
          discardUnsavedChanges();
          leave();
        },
        onKeep: () => {},
      });
    },
    [modal],
  );
}
