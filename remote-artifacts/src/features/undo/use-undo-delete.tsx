import { createRef, useCallback, useRef, type RefObject } from 'react';
import { App } from '@portal/shared/antd-nav';
import { errorMessage } from '@portal/shared';
import type { RestoredRecord, TrashKind } from '@portal/contract';
import { restoreFromTrash } from '../../api/trash';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { settleEach } from '../selection/settle-each';
import { UndoButton } from './undo-button';
import { namesText, recordsText } from './undo-text';

/** How long a delete can be undone from its notice; the trash keeps it for 30 days. */
const UNDO_SECONDS = 10;
const RESTORED_SECONDS = 4;

interface Deleted {
  id: string;
  name: string;
}

interface UndoDelete {
  scope: WorkspaceScope | null;
  /** The trash's kind, and the word for it: 'icp' and 'ICP'. */
  kind: TrashKind;
  label: string;
  onRestored: (record: RestoredRecord) => void;
}

let notices = 0;

/**
 * After a delete, a notice says what moved to the trash and offers 'Undo' for 10 seconds
 * (issue 24 §4); Undo restores every record of it and says how that went. The notice is a
 * status (read out politely), its Undo a real button reachable by keyboard.
 */
export function useUndoDelete({ scope, kind, label, onRestored }: UndoDelete) {
  const { notification } = App.useApp();
  const lastUndo = useRef<RefObject<HTMLButtonElement | null>>(null);

  const offer = useCallback(
    (records: readonly Deleted[]) => {
      if (!scope || records.length === 0) return;
      const key = `undo-delete-${++notices}`;
      const buttonRef = createRef<HTMLButtonElement>();
      lastUndo.current = buttonRef;

      const undo = async (from: readonly Deleted[]) => {
        const results = await settleEach(from, (record) =>
          restoreFromTrash(scope, kind, record.id),
        );
        const failed = from.filter((_, i) => results[i]?.status === 'rejected');
        results.forEach((result) => result.status === 'fulfilled' && onRestored(result.value));
        if (failed.length === 0) {
          notification.open({
            key,
            role: 'status',
            title: `${recordsText(from, label)} restored`,
            duration: RESTORED_SECONDS,
          });
          return;
        }
        const reason = results.find((result) => result.status === 'rejected')?.reason;
        show({
          title: `Could not restore ${namesText(failed)}`,
          description: errorMessage(reason, `Failed to restore ${label}. Please try again.`),
          from: failed,
          role: 'alert',
          // A failure stays until read and dismissed; Undo can be tried again.
          duration: false,
        });
      };

      const show = (notice: {
        title: string;
        description?: string;
        from: readonly Deleted[];
        role: 'status' | 'alert';
        duration: number | false;
      }) =>
        notification.open({
          key,
          role: notice.role,
          title: notice.title,
          description: notice.description,
          duration: notice.duration,
          pauseOnHover: true,
          actions: <UndoButton buttonRef={buttonRef} onUndo={() => undo(notice.from)} />,
        });

      show({
        title: `${recordsText(records, label)} moved to the trash`,
        from: records,
        role: 'status',
        duration: UNDO_SECONDS,
      });
    },
    [scope, kind, label, onRestored, notification],
  );

  /**
   * When the deleted card held the focus, it went with it: the latest notice's Undo takes it,
   * so a keyboard user is where the next step is (called once the confirmation closed).
   */
  const focusUndoIfLost = useCallback(() => {
    const active = document.activeElement;
    if (!active || active === document.body) lastUndo.current?.current?.focus();
  }, []);

  return { offer, focusUndoIfLost };
}
