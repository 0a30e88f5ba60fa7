import { useState } from 'react';
import { Button, Flex } from '@portal/shared/antd';
import type { Usp } from '@portal/shared';
import { PlusIcon, SectionHeading } from '@portal/shared/remote-kit';
import { ActionError } from '../../components/action-error';
import { useDeleteConfirm } from '../../hooks/use-delete-confirm';
import { useOpenForm } from '../../hooks/use-open-form';
import { useWorkspaceList } from '../../workspace-scope/use-workspace-list';
import { deleteUsp, loadUsps } from './usp-actions';
import { UspForm } from './usp-form';
import { UspList } from './usp-list';

const TITLE = 'USP Dashboard — Manage your Unique Selling Propositions';

/** The 'USP' tab: the workspace's USPs, and the form that creates or edits one. */
export function UspTab() {
  const list = useWorkspaceList(loadUsps);
  const { form, open, close } = useOpenForm<Usp>(list.scope);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const confirmDelete = useDeleteConfirm();

  if (form) {
    return (
      <Flex vertical gap={16}>
        <SectionHeading title={TITLE} />
        <UspForm
          usp={form.item}
          onSaved={(saved) => {
            list.put(saved);
            close();
          }}
          onClose={close}
        />
      </Flex>
    );
  }

  const askToDelete = (usp: Usp) => {
    setDeleteError(null);
    confirmDelete({
      question: 'Are you sure you want to delete this USP?',
      detail: `“${usp.name}” will be removed.`,
      remove: () => deleteUsp(usp.id),
      onDeleted: () => list.remove(usp.id),
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
            Create New USP
          </Button>
        }
      />
      <ActionError message={deleteError} onClose={() => setDeleteError(null)} />
      <UspList
        usps={list.items}
        status={list.status}
        error={list.error}
        onRetry={list.reload}
        onEdit={(usp) => {
          setDeleteError(null);
          open(usp);
        }}
        onDelete={askToDelete}
      />
    </Flex>
  );
}
