import { useId, useState } from 'react';
import { Button, Flex, Typography } from '@portal/shared/antd';
import { Alert, Tag } from '@portal/shared/antd-nav';
import { errorMessage } from '@portal/shared';
import { useCan } from '@portal/shared/data';
import type { TrashItem } from '@portal/contract';
import { RefusableButton } from '@portal/remote-kit';
import { deleteForever } from '../../api/trash';
import { useDeleteConfirm } from '../../hooks/use-delete-confirm';
import { readOnlyReason } from '../../messages';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { leaveTrash } from './trash-cache';
import { deletedByText, KIND_LABELS, purgeText, TRASH_MESSAGES, whenText } from './trash-text';
import { useRestore } from './use-restore';

interface TrashRowProps {
  scope: WorkspaceScope;
  item: TrashItem;
  /** When the list was read: what 'in N days' counts from. */
  now: number;
  /** Restore is a change: disabled with the reason for a viewer. */
  canChange: boolean;
}

const TAG_COLORS = { icp: 'blue', usp: 'purple', brief: 'green' } as const;
/**
 * One record of the trash: its kind and name, who deleted it and when, when it goes for good;
 * 'Restore' (disabled with the reason for a viewer), and for admins 'Delete forever' (asked
 * first). A refusal shows the API's message.
 */
export function TrashRow({ scope, item, now, canChange }: TrashRowProps) {
  const nameId = useId();
  const canDeleteForever = useCan('administer');
  const restore = useRestore(scope);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const confirmDelete = useDeleteConfirm();
  const label = KIND_LABELS[item.kind];
  const error = restore.error ? errorMessage(restore.error, TRASH_MESSAGES.restore) : deleteError;

  const askToDelete = () => {
    restore.reset();
    setDeleteError(null);
    confirmDelete({
      question: `Delete “${item.name}” forever?`,
      detail: `This ${label} will be removed for good. It cannot be restored.`,
      remove: () => deleteForever(scope, item.kind, item.id),
      fallback: TRASH_MESSAGES.deleteForever,
      onDeleted: () => leaveTrash(scope, item.kind, item.id),
      onFailed: setDeleteError,
    });
  };

  return (
    <li style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Flex vertical gap={4}>
        <Flex gap={8} align="center">
          <Tag color={TAG_COLORS[item.kind]} style={{ margin: 0 }}>
            {label}
          </Tag>
          <Typography.Text strong id={nameId} style={{ wordBreak: 'break-word' }}>
            {item.name}
          </Typography.Text>
        </Flex>
        <Typography.Text type="secondary">
          {deletedByText(item)} on <time dateTime={item.deletedAt}>{whenText(item.deletedAt)}</time>
        </Typography.Text>
        <Typography.Text type="secondary">
          <time dateTime={item.purgeAt} title={whenText(item.purgeAt)}>
            {purgeText(item.purgeAt, now)}
          </time>
        </Typography.Text>
        {error && <Alert type="error" showIcon title={error} />}
        <Flex gap={8} style={{ marginTop: 4 }}>
          <RefusableButton
            refusal={canChange ? null : readOnlyReason(label)}
            size="small"
            aria-describedby={nameId}
            loading={restore.isPending}
            aria-busy={restore.isPending}
            onClick={() => {
              setDeleteError(null);
              restore.mutate(item);
            }}
          >
            Restore
          </RefusableButton>
          {canDeleteForever && (
            <Button size="small" danger aria-describedby={nameId} onClick={askToDelete}>
              Delete forever
            </Button>
          )}
        </Flex>
      </Flex>
    </li>
  );
}
