import type { App } from '@portal/shared/antd-nav';

type ModalApi = ReturnType<typeof App.useApp>['modal'];

interface DiscardConfirmOptions {
  onDiscard: () => void;
  onKeep: () => void;
}

/** Asks whether to throw away unsaved changes; returns the dialog so a caller can close it. */
export function openDiscardConfirm(modal: ModalApi, { onDiscard, onKeep }: DiscardConfirmOptions) {
  return modal.confirm({
    title: 'Discard unsaved changes?',
    content: 'The changes you made to this form have not been saved and will be lost.',
    okText: 'Discard',
    okButtonProps: { danger: true },
    cancelText: 'Keep editing',
    onOk: onDiscard,
    onCancel: onKeep,
  });
}
