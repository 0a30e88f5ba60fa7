import { useState } from 'react';
import { Button, Flex } from '@portal/shared/antd';
import type { Icp } from '@portal/shared';
import { PlusIcon, SectionHeading } from '@portal/shared/remote-kit';
import { ActionError } from '../../components/action-error';
import { useDeleteConfirm } from '../../hooks/use-delete-confirm';
import { useOpenForm } from '../../hooks/use-open-form';
import { useWorkspaceList } from '../../workspace-scope/use-workspace-list';
import { deleteIcp, loadIcps } from './icp-actions';
import { IcpForm } from './icp-form';
import { IcpList } from './icp-list';

const TITLE = 'ICP Dashboard';

/** The 'ICP Dashboard' tab: the workspace's ICPs, and the form that creates or edits one. */
export function IcpTab() {
  const list = useWorkspaceList(loadIcps);
  const { form, open, close } = useOpenForm<Icp>(list.scope);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const confirmDelete = useDeleteConfirm();

  if (form) {
    return (
      <Flex vertical gap={16}>
        <SectionHeading title={TITLE} />
        <IcpForm
          icp={form.item}
          onSaved={(saved) => {
            list.put(saved);
            close();
          }}
          onClose={close}
        />
      </Flex>
    );
  }

  const askToDelete = (icp: Icp) => {
    setDeleteError(null);
    confirmDelete({
      question: 'Are you sure you want to delete this ICP?',
      detail: `“${icp.name}” and its segments and buyer personas will be removed.`,
      remove: () => deleteIcp(icp.id),
      onDeleted: () => list.remove(icp.id),
      onFailed: setDeleteError,
    });
  };

  return (
    <Flex vertical gap={16}>
      <SectionHeading
        title={TITLE}
        action={
          <Button
            type="primary"
            icon={<PlusIcon />}
            disabled={!list.scope}
            onClick={() => open(null)}
          >
            Create ICP
          </Button>
        }
      />
      <ActionError message={deleteError} onClose={() => setDeleteError(null)} />
      <IcpList
        icps={list.items}
        status={list.status}
        error={list.error}
        onRetry={list.reload}
        onEdit={(icp) => {
          setDeleteError(null);
          open(icp);
        }}
        onDelete={askToDelete}
      />
    </Flex>
  );
}
