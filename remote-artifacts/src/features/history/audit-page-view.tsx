import { Button, Flex } from '@portal/shared/antd';
import type { AuditEntity } from '@portal/contract';
import { ListEmpty, RetryAlert } from '@portal/remote-kit';
import { loadView, useQuery } from '@portal/shared/data';
import { listAudit } from '../../api/audit';
import { ListLoading } from '../../components/list-loading';
import { ARTIFACT_MESSAGES } from '../../messages';
import { AuditEntryItem } from './audit-entry-item';

/** A page of entries asked for at once: short enough to read, long enough to rarely page. */
export const HISTORY_PAGE_SIZE = 20;

export interface AuditSubject {
  tenantId: string;
  entity: AuditEntity;
  entityId: string;
}

interface AuditPageViewProps {
  subject: AuditSubject;
  /** null for the first page. */
  cursor: string | null;
  /** Set on the last page shown: asks for the page after it. */
  onMore?: (cursor: string) => void;
}

/** One page of an item's audit entries, with the states of every list of the portal. */
export function AuditPageView({ subject, cursor, onMore }: AuditPageViewProps) {
  const query = useQuery({
    queryKey: ['audit', subject.tenantId, subject.entity, subject.entityId, cursor],
    queryFn: () =>
      listAudit({ ...subject, limit: HISTORY_PAGE_SIZE, ...(cursor ? { cursor } : {}) }),
  });
  const { status, error, retry } = loadView(query, ARTIFACT_MESSAGES.loadHistory);

  if (status === 'loading' || status === 'idle') {
    return <ListLoading text={cursor ? 'Loading more...' : 'Loading history...'} />;
  }
  if (status === 'error') {
    return <RetryAlert title="Error loading history" description={error} onRetry={retry} />;
  }
  const { items, nextCursor } = query.data!;
  if (!cursor && items.length === 0) {
    return <ListEmpty title="No history yet" text="No changes have been recorded for it." />;
  }
  return (
    <Flex vertical gap={12}>
      <ol
        aria-label={cursor ? 'Earlier changes' : 'Changes, newest first'}
        style={{ margin: 0, padding: 0, listStyle: 'none' }}
      >
        {items.map((entry) => (
          <AuditEntryItem key={entry.id} entry={entry} />
        ))}
      </ol>
      {onMore && nextCursor && (
        <Button onClick={() => onMore(nextCursor)} style={{ alignSelf: 'center' }}>
          Show older changes
        </Button>
      )}
    </Flex>
  );
}
