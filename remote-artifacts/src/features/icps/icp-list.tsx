import { useCallback } from 'react';
import { Flex } from '@portal/shared/antd';
import type { Icp } from '@portal/contract';
import { ListEmpty, RetryAlert } from '@portal/remote-kit';
import { CardGrid } from '../../components/card-grid';
import { ListLoading } from '../../components/list-loading';
import { UpdatingBanner } from '../../components/updating-banner';
import type { ListStatus } from '../../workspace-scope/use-workspace-list';
import { IcpCard } from './icp-card';

interface IcpListProps {
  icps: Icp[];
  status: ListStatus;
  error: string | null;
  onRetry: () => void;
  onEdit: (icp: Icp) => void;
  onDelete: (icp: Icp) => void;
  onHistory: (icp: Icp) => void;
  onCopy: (icp: Icp) => void;
  /** Why the user may not change ICPs (a viewer), or null. */
  refusal: string | null;
}

/** The workspace's ICPs as a grid of cards (1, 2 or 3 columns, a page at a time), or why there are none. */
export function IcpList({
  icps,
  status,
  error,
  onRetry,
  onEdit,
  onDelete,
  onHistory,
  onCopy,
  refusal,
}: IcpListProps) {
  const renderCard = useCallback(
    (icp: Icp) => (
      <IcpCard
        icp={icp}
        onEdit={onEdit}
        onDelete={onDelete}
        onHistory={onHistory}
        onCopy={onCopy}
        refusal={refusal}
      />
    ),
    [onEdit, onDelete, onHistory, onCopy, refusal],
  );
  if (status === 'idle') return null;
  if (status === 'error') {
    return <RetryAlert title={error} onRetry={onRetry} />;
  }
  if (status === 'loading' && icps.length === 0) return <ListLoading text="Loading ICPs..." />;
  if (icps.length === 0) {
    return (
      <ListEmpty
        title="No ICPs Found"
        text="Create your first Ideal Customer Profile to get started."
      />
    );
  }

  const updating = status === 'loading';
  return (
    <Flex vertical gap={12}>
      {updating && <UpdatingBanner />}
      <CardGrid items={icps} label="ICPs" updating={updating} renderCard={renderCard} />
    </Flex>
  );
}
