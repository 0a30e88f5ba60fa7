import { useEffect } from 'react';
import { Button, Flex, Typography } from '@portal/shared/antd';
import { Alert } from '@portal/shared/antd-nav';
import { RefusableButton } from '@portal/remote-kit';
import { errorMessage } from '@portal/shared';
import { useQuery } from '@portal/shared/data';
import type { TrashKind } from '@portal/contract';
import { findInTrash } from '../../api/trash';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { trashItemKey } from './trash-cache';
import { TRASH_MESSAGES, trashedLinkText } from './trash-text';
import { useRestore } from './use-restore';

interface TrashedLinkProps {
  scope: WorkspaceScope;
  kind: TrashKind;
  /** The id a link's `edit=` names and the tab's list lacks. */
  id: string;
  /** Why the user may not restore it (a viewer), or null. */
  refusal: string | null;
  /** Leaves the link: the list shows alone. */
  onClose: () => void;
}

/**
 * A deep link to a record the list lacks: when it is in the trash, says so and offers
 * 'Restore' (then its form opens, as the link asked); when it is not, the list shows alone.
 */
export function TrashedLink({ scope, kind, id, refusal, onClose }: TrashedLinkProps) {
  const query = useQuery({
    queryKey: trashItemKey(scope, kind, id),
    queryFn: () => findInTrash(scope, kind, id),
  });
  const restore = useRestore(scope);
  const missing = query.isError;

  // Deleted for good, or never here: as before the trash, the list shows alone.
  useEffect(() => {
    if (missing) onClose();
  }, [missing, onClose]);

  if (!query.data) return null;
  const { title, text } = trashedLinkText(query.data);
  return (
    <Alert
      type="warning"
      showIcon
      title={title}
      description={
        <Flex vertical gap={8}>
          <Typography.Text>{text}</Typography.Text>
          {restore.error && (
            <Typography.Text type="danger">
              {errorMessage(restore.error, TRASH_MESSAGES.restore)}
            </Typography.Text>
          )}
        </Flex>
      }
      action={
        <Flex gap={8}>
          <RefusableButton
            refusal={refusal}
            size="small"
            loading={restore.isPending}
            onClick={() => restore.mutate({ kind, id })}
          >
            Restore
          </RefusableButton>
          <Button size="small" type="text" onClick={onClose}>
            Dismiss
          </Button>
        </Flex>
      }
    />
  );
}
