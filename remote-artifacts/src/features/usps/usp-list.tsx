import { useCallback } from 'react';
import { Flex } from '@portal/shared/antd';
import type { Usp } from '@portal/contract';
import { ListEmpty, RetryAlert } from '@portal/remote-kit';
import { CardGrid } from '../../components/card-grid';
import { ListLoading } from '../../components/list-loading';
import { UpdatingBanner } from '../../components/updating-banner';
import type { ListStatus } from '../../workspace-scope/use-workspace-list';
import { UspCard } from './usp-card';

interface UspListProps {
  usps: Usp[];
  status: ListStatus;
  error: string | null;
  onRetry: () => void;
  onEdit: (usp: Usp) => void;
  onDelete: (usp: Usp) => void;
  onHistory: (usp: Usp) => void;
  onCopy: (usp: Usp) => void;
  /** Why the user may not change USPs (a viewer), or null. */
  refusal: string | null;
}

/** The workspace's USPs as cards (a page at a time), or why there are none. */
export function UspList({
  usps,
  status,
  error,
  onRetry,
  onEdit,
  onDelete,
  onHistory,
  onCopy,
  refusal,
}: UspListProps) {
  const renderCard = useCallback(
    (usp: Usp) => (
      <UspCard
        usp={usp}
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
    return <RetryAlert title="Error loading USPs" description={error} onRetry={onRetry} />;
  }
  if (status === 'loading' && usps.length === 0) return <ListLoading text="Loading USPs..." />;
  if (usps.length === 0) {
    return (
      <ListEmpty title="No USPs Found" text="There are no USPs available for this workspace" />
    );
  }

  const updating = status === 'loading';
  return (
    <Flex vertical gap={12}>
      {updating && <UpdatingBanner />}
      <CardGrid items={usps} label="USPs" updating={updating} renderCard={renderCard} />
    </Flex>
  );
}
