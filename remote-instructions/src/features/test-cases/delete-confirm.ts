import type { App } from '@portal/shared/antd-nav';
import type { TestCase } from '@portal/contract';

type ModalApi = ReturnType<typeof App.useApp>['modal'];

/** Asks before a case goes; `remove` runs on 'Delete', the button busy until it is done. */
export function openDeleteConfirm(
  modal: ModalApi,
  testCase: TestCase,
  remove: () => Promise<void>,
) {
  return modal.confirm({
    title: `Delete the test case ${testCase.name}?`,
    content: 'It will no longer run for this type.',
    okText: 'Delete',
    okButtonProps: { danger: true },
    cancelText: 'Cancel',
    onOk: remove,
  });
}
