import { useState, type ReactNode } from 'react';
import { Button, Flex } from '@portal/shared/antd';
import { PlusIcon, SectionHeading } from '@portal/remote-kit';
import { ActionError } from '../components/action-error';
import { useDeleteConfirm } from '../hooks/use-delete-confirm';
import { useOpenForm } from '../hooks/use-open-form';
import { useWorkspaceList, type ListStatus } from '../workspace-scope/use-workspace-list';

interface Artifact {
  id: string;
  name: string;
  tenantId: string;
  workspaceId: string;
}

export interface ArtifactListProps<T> {
  items: T[];
  status: ListStatus;
  error: string | null;
  onRetry: () => void;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
}

export interface ArtifactFormProps<T> {
  /** The item edited, or null for a new one. */
  item: T | null;
  onSaved: (saved: T) => void;
  onClose: () => void;
}

interface ArtifactTabProps<T extends Artifact> {
  title: string;
  createLabel: string;
  /** Names the tab's lists in the data layer's cache. */
  resource: 'icps' | 'usps';
  load: (tenantId: string, workspaceId: string) => Promise<T[]>;
  remove: (id: string) => Promise<void>;
  /** Spec §8 fallbacks of the tab's load and delete. */
  messages: { load: string; remove: string };
  /** The spec §5 question, e.g. 'Are you sure you want to delete this ICP?'. */
  deleteQuestion: string;
  deleteDetail: (item: T) => string;
  renderList: (props: ArtifactListProps<T>) => ReactNode;
  renderForm: (props: ArtifactFormProps<T>) => ReactNode;
}

/**
 * One artifact tab (ICP Dashboard, USP): the workspace's list with its create button, and
 * the form that creates or edits one item in its place. Saved items replace or join the
 * list; deleting asks first.
 */
export function ArtifactTab<T extends Artifact>(props: ArtifactTabProps<T>) {
  const { title, createLabel, resource, load, remove, messages, deleteQuestion, deleteDetail } =
    props;
  const list = useWorkspaceList(resource, load, messages.load);
  const { form, open, close } = useOpenForm<T>(list.scope);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const confirmDelete = useDeleteConfirm();

  if (form) {
    return (
      <Flex vertical gap={16}>
        <SectionHeading title={title} />
        {props.renderForm({
          item: form.item,
          onSaved: (saved) => {
            list.put(saved);
            close();
          },
          onClose: close,
        })}
      </Flex>
    );
  }

  const askToDelete = (item: T) => {
    setDeleteError(null);
    confirmDelete({
      question: deleteQuestion,
      detail: deleteDetail(item),
      remove: () => remove(item.id),
      fallback: messages.remove,
      onDeleted: () => list.remove(item.id),
      onFailed: setDeleteError,
    });
  };

  return (
    <Flex vertical gap={16}>
      <SectionHeading
        title={title}
        action={
          <Button
            type="primary"
            icon={<PlusIcon />}
            disabled={!list.scope}
            onClick={() => open(null)}
          >
            {createLabel}
          </Button>
        }
      />
      <ActionError message={deleteError} onClose={() => setDeleteError(null)} />
      {props.renderList({
        items: list.items,
        status: list.status,
        error: list.error,
        onRetry: list.reload,
        onEdit: (item) => {
          setDeleteError(null);
          open(item);
        },
        onDelete: askToDelete,
      })}
    </Flex>
  );
}
