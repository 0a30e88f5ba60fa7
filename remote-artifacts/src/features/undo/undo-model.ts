import type { RefObject } from 'react';
import type { RestoredRecord, TrashKind } from '@portal/contract';
import type { WorkspaceScope } from '../../workspace-scope/scope';

// What the hook (use-undo-delete) and the notice it loads lazily (undo-notice) both use: the
// notice takes it from here, so its chunk does not import the hook's module back.
export interface Deleted {
  id: string;
  name: string;
}

export interface UndoDelete {
  scope: WorkspaceScope | null;
  /** The trash's kind, and the word for it: 'icp' and 'ICP'. */
  kind: TrashKind;
  label: string;
  onRestored: (record: RestoredRecord) => void;
}

/**
 * Focuses `target` when nothing holds the focus (the element that had it is gone). Called once
 * a dialog has closed (`dialogClosed`), a focus still inside a dialog is lost too: antd calls
 * afterClose while the closed confirmation's hidden button holds it, and removes that button a
 * moment later, which under load can come after the frame that would have moved the focus.
 */
export function focusIfLost(target: RefObject<HTMLButtonElement | null>, dialogClosed = false) {
  const active = document.activeElement;
  const lost =
    !active ||
    active === document.body ||
    !active.isConnected ||
    (dialogClosed && active.closest('[role="dialog"]') !== null);
  if (lost) target.current?.focus();
}
