import { useState, type RefObject } from 'react';
import { Button } from '@portal/shared/antd';
import { errorMessage } from '@portal/shared';
import { restoreMany } from '../../api/trash';
import { DONE_SECONDS, openNotice, type Notification } from '../../notices/notices';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { namesText, recordsText } from '../../lib/records-text';
import { focusRestored } from './restored-focus';
import type { Deleted, UndoDelete } from './undo-model';
import { listenForUndo, UNDO_KEYS, undoShortcutText } from './undo-shortcut';

/** How long a delete can be undone from its notice; the trash keeps it for 30 days. */
const UNDO_SECONDS = 10;

interface UndoNotice extends UndoDelete {
  notification: Notification;
  scope: WorkspaceScope;
  records: readonly Deleted[];
}

/**
 * The notice after a delete: what moved to the trash, with Undo (a real button, reached by
 * Ctrl+Z from anywhere but a text field or dialog). A status, read out politely; it takes no
 * focus and keeps its 10 seconds unless the pointer is over it (the trash is the lasting way
 * back). Undo restores every record of it and the notice then says how that went: restored,
 * or which could not be and why (that stays until dismissed; Undo can be tried again).
 */
export function openUndoNotice({ notification, records, ...undo }: UndoNotice) {
  const button: RefObject<HTMLButtonElement | null> = { current: null };
  const undoButton = (from: readonly Deleted[]) => (
    <UndoButton buttonRef={button} onUndo={() => restore(from)} />
  );

  const restore = async (from: readonly Deleted[]) => {
    const fallback = `Failed to restore ${undo.label}. Please try again.`;
    // Pressed (maybe by its shortcut, the pointer elsewhere): it stays to say how it went.
    notice.keep();
    let result;
    try {
      result = await restoreMany(
        undo.scope,
        undo.kind,
        from.map((record) => record.id),
      );
    } catch (reason) {
      // One transaction: nothing restored; Undo can be tried again.
      failed(from, errorMessage(reason, fallback));
      return;
    }
    result.restored.forEach((record) => undo.onRestored(record));
    const refused = new Set(result.failed.map((failure) => failure.id));
    const notRestored = from.filter((record) => refused.has(record.id));
    if (notRestored.length > 0) {
      failed(notRestored, result.failed[0]?.message ?? fallback);
      return;
    }
    await focusRestored(
      from.map((record) => record.id),
      document.getElementById(notice.key),
    );
    stopListening();
    if (!notice.isOpen()) return;
    notice.show({
      title: `${recordsText(from, undo.label)} restored`,
      role: 'status',
      seconds: DONE_SECONDS,
    });
  };

  const failed = (from: readonly Deleted[], why: string) =>
    notice.isOpen() &&
    notice.show({
      title: `Could not restore ${namesText(from)}`,
      description: why,
      role: 'alert',
      seconds: null,
      actions: undoButton(from),
    });

  const notice = openNotice(notification, {
    title: `${recordsText(records, undo.label)} moved to the trash`,
    description: undoShortcutText(),
    role: 'status',
    seconds: UNDO_SECONDS,
    actions: undoButton(records),
  });
  // The shortcut presses the Undo showing (busy while it runs), until the notice goes.
  const stopListening = listenForUndo(() => button.current?.click());
  notice.onClosed = stopListening;
}

function UndoButton({
  onUndo,
  buttonRef,
}: {
  onUndo: () => Promise<void>;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      ref={buttonRef}
      type="primary"
      size="small"
      loading={busy}
      aria-keyshortcuts={UNDO_KEYS}
      onClick={() => {
        setBusy(true);
        void onUndo().finally(() => setBusy(false));
      }}
    >
      Undo
    </Button>
  );
}
