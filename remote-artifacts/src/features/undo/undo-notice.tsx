import { useEffect, useState, type RefObject } from 'react';
import { Button } from '@portal/shared/antd';
import type { App } from '@portal/shared/antd-nav';
import { errorMessage } from '@portal/shared';
import { restoreMany } from '../../api/trash';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { focusRestored } from './restored-focus';
import { focusIfLost, type Deleted, type UndoDelete } from './undo-model';
import { noticeTimer, type NoticeTimer } from './notice-timer';
import { namesText, recordsText } from '../../lib/records-text';

/** How long a delete can be undone from its notice; the trash keeps it for 30 days. */
const UNDO_SECONDS = 10;
const RESTORED_SECONDS = 4;

type Notification = ReturnType<typeof App.useApp>['notification'];

interface UndoNotice extends UndoDelete {
  notification: Notification;
  scope: WorkspaceScope;
  records: readonly Deleted[];
  /** The notice's Undo button, for whoever must give it the focus. */
  undoButton: RefObject<HTMLButtonElement | null>;
}

let notices = 0;

/**
 * The notice after a delete: what moved to the trash, with Undo. It is a status (read out
 * politely, not stealing the focus), its Undo a real button; Undo restores every record of it
 * and the notice then says how that went: restored, or which could not be and why. Its time
 * stops while the pointer is over it or the keyboard's focus is in it (noticeTimer).
 */
export function openUndoNotice({ notification, records, undoButton, ...undo }: UndoNotice) {
  const key = `undo-delete-${++notices}`;

  // The running notice's time; none once it says how the Undo went.
  let timer: NoticeTimer | undefined;

  const show = (title: string, from: readonly Deleted[], failure?: string) => {
    timer?.stop();
    // A failure stays until read and dismissed; Undo can be tried again.
    const time = failure
      ? undefined
      : noticeTimer(UNDO_SECONDS * 1000, () => notification.destroy(key));
    timer = time;
    notification.open({
      key,
      role: failure ? 'alert' : 'status',
      title,
      description: failure,
      duration: false,
      onClose: () => time?.stop(),
      actions: <UndoButton buttonRef={undoButton} onUndo={() => restore(from)} />,
      props: time && {
        onPointerEnter: () => time.hold('pointer'),
        onPointerLeave: () => time.release('pointer'),
        onFocus: () => time.hold('focus'),
        onBlur: (event) => {
          const to = event.relatedTarget as Node | null;
          if (!event.currentTarget.contains(to)) time.release('focus');
        },
      },
    });
  };

  const restore = async (from: readonly Deleted[]) => {
    const fallback = `Failed to restore ${undo.label}. Please try again.`;
    let result;
    try {
      result = await restoreMany(
        undo.scope,
        undo.kind,
        from.map((record) => record.id),
      );
    } catch (reason) {
      // One transaction: nothing restored; Undo can be tried again.
      show(`Could not restore ${namesText(from)}`, from, errorMessage(reason, fallback));
      return;
    }
    result.restored.forEach((record) => undo.onRestored(record));
    const refused = new Set(result.failed.map((failure) => failure.id));
    const failed = from.filter((record) => refused.has(record.id));
    if (failed.length === 0) {
      timer?.stop();
      await focusRestored(
        from.map((record) => record.id),
        undoButton.current,
      );
      notification.open({
        key,
        role: 'status',
        title: `${recordsText(from, undo.label)} restored`,
        duration: RESTORED_SECONDS,
      });
      return;
    }
    show(`Could not restore ${namesText(failed)}`, failed, result.failed[0]?.message ?? fallback);
  };

  show(`${recordsText(records, undo.label)} moved to the trash`, records);
}

function UndoButton({
  onUndo,
  buttonRef,
}: {
  onUndo: () => Promise<void>;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  const [busy, setBusy] = useState(false);
  // Showing after the confirmation closed (its code still loading then): take the lost focus.
  // A notice opens only once a delete is done, so a dialog holding the focus is the closed one.
  useEffect(() => focusIfLost(buttonRef, true), [buttonRef]);
  return (
    <Button
      ref={buttonRef}
      type="primary"
      size="small"
      loading={busy}
      onClick={() => {
        setBusy(true);
        void onUndo().finally(() => setBusy(false));
      }}
    >
      Undo
    </Button>
  );
}
