import { Typography } from '@portal/shared/antd';
import { Drawer } from '@portal/shared/antd-nav';
import { ListEmpty, RetryAlert } from '@portal/remote-kit';
import { loadView, useQuery } from '@portal/shared/data';
import { TRASH_RETENTION_DAYS } from '@portal/contract/limits';
import { listTrash } from '../../api/trash';
import { ListLoading } from '../../components/list-loading';
import type { WorkspaceScope } from '../../workspace-scope/scope';
import { trashKey } from './trash-cache';
import { TRASH_MESSAGES } from './trash-text';
import { TrashRow } from './trash-row';

export interface TrashDrawerProps {
  scope: WorkspaceScope;
  open: boolean;
  onClose: () => void;
  /** Restore is a change: disabled with the reason for a viewer. */
  canChange: boolean;
}

const ABOUT = `Deleted ICPs and USPs stay here for ${TRASH_RETENTION_DAYS} days, then are removed for good.`;

/** The workspace's trash, read again each time it opens. */
function TrashList({ scope, canChange }: { scope: WorkspaceScope; canChange: boolean }) {
  const query = useQuery({ queryKey: trashKey(scope), queryFn: () => listTrash(scope) });
  const { status, error, retry } = loadView(query, TRASH_MESSAGES.load);

  if (status === 'loading' || status === 'idle') return <ListLoading text="Loading the trash..." />;
  if (status === 'error') {
    return <RetryAlert title="Error loading the trash" description={error} onRetry={retry} />;
  }
  const items = query.data!;
  if (items.length === 0) {
    return <ListEmpty title="The trash is empty" text={ABOUT} />;
  }
  return (
    <>
      <Typography.Paragraph type="secondary">{ABOUT}</Typography.Paragraph>
      <ul aria-label="Deleted ICPs and USPs" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {items.map((item) => (
          <TrashRow
            key={`${item.kind}-${item.id}`}
            scope={scope}
            item={item}
            now={query.dataUpdatedAt}
            canChange={canChange}
          />
        ))}
      </ul>
    </>
  );
}

/** 'Trash': a side panel with the workspace's deleted ICPs and USPs (issue 24 §4). */
export function TrashDrawer({ scope, open, onClose, canChange }: TrashDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="Trash"
      size="min(480px, 100vw)"
      closable={{ 'aria-label': 'Close trash' }}
      destroyOnHidden
    >
      <TrashList scope={scope} canChange={canChange} />
    </Drawer>
  );
}
