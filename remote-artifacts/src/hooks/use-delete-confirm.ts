import { useCallback } from 'react';
import { App } from '@portal/shared/antd-nav';
import { errorMessage } from '@portal/shared';

interface DeleteConfirm {
  /** The spec §5 question, e.g. 'Are you sure you want to delete this ICP?'. */
  question: string;
  /** What exactly goes, e.g. the item's name. */
  detail: string;
  /** Deletes; rejects with an ApiError. */
  remove: () => Promise<void>;
  /** The spec §8 message when the failure brings none of its own. */
  fallback: string;
  onDeleted: () => void;
  onFailed: (message: string) => void;
  /** Once the dialog has gone (e.g. to put the focus where the next step is). */
  afterClose?: () => void;
}

/** Asks before deleting (in the portal's theme, through antd's App), then deletes. */
export function useDeleteConfirm(): (confirm: DeleteConfirm) => void {
  const { modal } = App.useApp();
  return useCallback(
    ({ question, detail, remove, fallback, onDeleted, onFailed, afterClose }) => {
      modal.confirm({
        title: question,
        content: detail,
        okText: 'Delete',
        okButtonProps: { danger: true },
        cancelText: 'Cancel',
        afterClose,
        // The dialog stays open, its button busy, until the call answered.
        onOk: () =>
          remove().then(onDeleted, (error: unknown) => {
            onFailed(errorMessage(error, fallback));
          }),
      });
    },
    [modal],
  );
}
