import type { App } from '@portal/shared/antd-nav';
import type { PromptOverride } from '@portal/contract';

type ModalApi = ReturnType<typeof App.useApp>['modal'];

/** Asks before a tenant goes back to its release of the type; `remove` runs on 'Remove'. */
export function openRemoveConfirm(
  modal: ModalApi,
  override: PromptOverride,
  remove: () => Promise<void>,
) {
  return modal.confirm({
    title: `Remove the override of ${override.tenantName}?`,
    content: `${override.tenantName} will use its release of this type again.`,
    okText: 'Remove',
    cancelText: 'Cancel',
    onOk: remove,
  });
}
