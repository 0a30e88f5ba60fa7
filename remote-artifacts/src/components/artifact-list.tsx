import { type ComponentType, type ReactNode, useCallback } from 'react';
import { Flex } from '@portal/shared/antd';
import { ListEmpty, RetryAlert } from '@portal/remote-kit';
import type { ListStatus } from '../workspace-scope/use-workspace-list';
import { CardGrid } from './card-grid';
import { ListLoading } from './list-loading';
import { UpdatingBanner } from './updating-banner';

/** What a kind's list says in each state (spec §5's strings, per kind). */
export interface ArtifactListTexts {
  /** The grid's name: 'ICPs'. */
  label: string;
  loading: string;
  empty: { title: string; text: string };
  /** A failure's title, the error below it; without one, the error is the title. */
  errorTitle?: string;
}

/** What a kind's card is given: its record, what its actions do, and why they may be refused. */
export interface ArtifactCardProps<T> {
  item: T;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  onHistory: (item: T) => void;
  onCopy: (item: T) => void;
  /** Opens 'Revise with AI' for the record (issue 39 §2). */
  onRevise: (item: T) => void;
  /** Why the user may not change the record (a viewer), or null: copy, edit and delete say so. */
  refusal: string | null;
}

export interface ArtifactListProps<T extends { id: string }> extends Omit<
  ArtifactCardProps<T>,
  'item'
> {
  items: T[];
  status: ListStatus;
  error: string | null;
  onRetry: () => void;
  /** The kind's card (memoised: the handlers keep their identity, so unchanged cards skip). */
  Card: ComponentType<ArtifactCardProps<T>>;
  texts: ArtifactListTexts;
  /**
   * Shows the records another way than as cards (the list view, issue 37 §2); the states
   * around them (loading, error, empty, updating) stay this list's.
   */
  renderItems?: (shown: { items: T[]; updating: boolean }) => ReactNode;
}

/**
 * A workspace's records of one kind as a grid of cards (1, 2 or 3 columns, a page at a
 * time) or as `renderItems` shows them, or why there are none: loading, the error with Retry,
 * empty, updating.
 */
export function ArtifactList<T extends { id: string }>({
  items,
  status,
  error,
  onRetry,
  Card,
  texts,
  onEdit,
  onDelete,
  onHistory,
  onCopy,
  onRevise,
  refusal,
  renderItems,
}: ArtifactListProps<T>) {
  const renderCard = useCallback(
    (item: T) => (
      <Card
        item={item}
        onEdit={onEdit}
        onDelete={onDelete}
        onHistory={onHistory}
        onCopy={onCopy}
        onRevise={onRevise}
        refusal={refusal}
      />
    ),
    [Card, onEdit, onDelete, onHistory, onCopy, onRevise, refusal],
  );
  if (status === 'idle') return null;
  if (status === 'error') {
    return texts.errorTitle ? (
      <RetryAlert title={texts.errorTitle} description={error} onRetry={onRetry} />
    ) : (
      <RetryAlert title={error} onRetry={onRetry} />
    );
  }
  if (status === 'loading' && items.length === 0) return <ListLoading text={texts.loading} />;
  if (items.length === 0) return <ListEmpty title={texts.empty.title} text={texts.empty.text} />;

  const updating = status === 'loading';
  return (
    <Flex vertical gap={12}>
      {updating && <UpdatingBanner />}
      {renderItems ? (
        renderItems({ items, updating })
      ) : (
        <CardGrid items={items} label={texts.label} updating={updating} renderCard={renderCard} />
      )}
    </Flex>
  );
}
