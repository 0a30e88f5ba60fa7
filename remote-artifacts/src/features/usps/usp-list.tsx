import { useCallback } from 'react';
import type { Usp } from '@portal/contract';
import { ArtifactList, type ArtifactListTexts } from '../../components/artifact-list';
import type { ListStatus } from '../../workspace-scope/use-workspace-list';
import { UspCard } from './usp-card';

const TEXTS: ArtifactListTexts = {
  label: 'USPs',
  loading: 'Loading USPs...',
  empty: { title: 'No USPs Found', text: 'There are no USPs available for this workspace' },
  errorTitle: 'Error loading USPs',
};

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
  return (
    <ArtifactList
      items={usps}
      status={status}
      error={error}
      onRetry={onRetry}
      renderCard={renderCard}
      texts={TEXTS}
    />
  );
}
