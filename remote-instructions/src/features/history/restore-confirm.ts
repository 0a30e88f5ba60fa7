import type { App } from '@portal/shared/antd-nav';
import type { Prompt } from '@portal/contract';

type ModalApi = ReturnType<typeof App.useApp>['modal'];

/**
 * Asks before restoring `version`; `restore` runs on 'Restore', and the dialog stays open
 * (its button busy) until it settles.
 */
export function openRestoreConfirm(modal: ModalApi, version: Prompt, restore: () => Promise<void>) {
  return modal.confirm({
    title: `Restore version ${version.version}?`,
    content: `This adds a new active version with the content of version ${version.version}. Every existing version stays in the history.`,
    okText: 'Restore',
    cancelText: 'Cancel',
    onOk: restore,
  });
}
