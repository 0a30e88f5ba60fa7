import { Flex } from '@portal/shared/antd';
import { ArtifactList, type ArtifactListProps } from '../../components/artifact-list';
import type { ListCount } from './list-columns';
import type { LastUpdated } from './last-update-columns';
import { LazyListTable } from './lazy-list-table';
import { useListPrefs } from './use-list-prefs';
import { ViewToggle } from './view-toggle';

interface ArtifactViewsProps<
  T extends { id: string; name: string } & LastUpdated,
> extends ArtifactListProps<T> {
  /** 'ICP', 'USP'. */
  kind: string;
  /** What the list view counts beside the name. */
  count: ListCount<T>;
}

/**
 * A kind's records as cards or as a list (issue 37 §2), as the signed-in user last chose:
 * 'View of {kind}s' switches, and the choice, the list's columns and its sort are kept per
 * user across sessions. Selection and every action work the same in both.
 */
export function ArtifactViews<T extends { id: string; name: string } & LastUpdated>({
  kind,
  count,
  ...list
}: ArtifactViewsProps<T>) {
  const { prefs, update } = useListPrefs(kind);
  const asList = prefs.view === 'list';
  return (
    <Flex vertical gap={12}>
      {list.items.length > 0 && (
        <Flex justify="end">
          <ViewToggle kind={kind} view={prefs.view} onChange={(view) => update({ view })} />
        </Flex>
      )}
      <ArtifactList
        {...list}
        renderItems={
          asList
            ? ({ items, updating }) => (
                <LazyListTable
                  items={items}
                  kind={kind}
                  label={list.texts.label}
                  count={count}
                  updating={updating}
                  prefs={prefs}
                  onPrefs={update}
                  loadingText={list.texts.loading}
                  refusal={list.refusal}
                  onEdit={list.onEdit}
                  onDelete={list.onDelete}
                  onHistory={list.onHistory}
                  onCopy={list.onCopy}
                  onRevise={list.onRevise}
                />
              )
            : undefined
        }
      />
    </Flex>
  );
}
