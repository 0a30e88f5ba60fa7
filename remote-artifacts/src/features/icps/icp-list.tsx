import { useCallback } from 'react';
import type { Icp } from '@portal/contract';
import { ArtifactList, type ArtifactListTexts } from '../../components/artifact-list';
import type { ListStatus } from '../../workspace-scope/use-workspace-list';
import { IcpCard } from './icp-card';

const TEXTS: ArtifactListTexts = {
  label: 'ICPs',
  loading: 'Loading ICPs...',
  empty: {
    title: 'No ICPs Found',
    text: 'Create your first Ideal Customer Profile to get started.',
  },
};

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
  return (
    <ArtifactList
      items={icps}
      status={status}
      error={error}
      onRetry={onRetry}
      renderCard={renderCard}
      texts={TEXTS}
    />
  );
}
