import {
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { Flex, Typography } from '@portal/shared/antd';
import { useCan } from '@portal/shared/data';
import type { AuditEntity } from '@portal/contract';
import { PlusIcon, RefusableButton, SectionHeading } from '@portal/remote-kit';
import { ActionError } from '../components/action-error';
import { SearchBox } from '../components/search-box';
import { NEW_ITEM, type DashboardTab } from '../deep-link/dashboard-params';
import { useDashboardUrl } from '../deep-link/use-dashboard-url';
import { useDeleteConfirm } from '../hooks/use-delete-confirm';
import { readOnlyReason } from '../messages';
import type { Scope, ScopeProps, WorkspaceScope } from '../workspace-scope/scope';
import { useWorkspaceList, type ListStatus } from '../workspace-scope/use-workspace-list';
import { useCopyDialog } from './copy/use-copy-dialog';
import { ExchangeActions } from './exchange/exchange-actions';
import { HistoryDrawer } from './history/history-drawer';
import { matchesSearch } from './search-match';
import { TrashAction } from './trash/trash-action';
import { TrashedLink } from './trash/lazy-trash-ui';
import { ExportSelected } from './selection/lazy-bulk-actions';
import { SelectionActions } from './selection/selection-actions';
import { SelectionContext, useSelection } from './selection/use-selection';
import { useUndoDelete } from './undo/use-undo-delete';

interface Artifact {
  id: string;
  name: string;
  tenantId: string;
  workspaceId: string;
}

export interface ArtifactListProps<T> {
  items: T[];
  status: ListStatus;
  error: string | null;
  onRetry: () => void;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  onHistory: (item: T) => void;
  /** Opens 'Copy to…' for the item (issue 24 §3). */
  onCopy: (item: T) => void;
  /** Why the user may not change items (a viewer), or null: edit, copy and delete say so. */
  refusal: string | null;
}

export interface ArtifactFormProps<T> {
  /** The workspace the form saves into. */
  scope: WorkspaceScope;
  /** The item edited, or null for a new one. */
  item: T | null;
  onSaved: (saved: T) => void;
  onClose: () => void;
  /** Reads the item as stored now and starts the form over with it. */
  onReload: () => void;
}

interface ArtifactTabProps<T extends Artifact> extends ScopeProps {
  /** The tab's key in the dashboard's URL. */
  tab: DashboardTab;
  title: string;
  createLabel: string;
  /** 'ICP', 'USP': names the item in the history's title and the search's label. */
  kind: string;
  /** Names the tab's lists in the data layer's cache. */
  resource: 'icps' | 'usps';
  /** What the audit trail calls this kind of item. */
  entity: AuditEntity;
  load: (tenantId: string, workspaceId: string) => Promise<T[]>;
  remove: (scope: Scope, id: string) => Promise<void>;
  /** Spec §8 fallbacks of the tab's load and delete. */
  messages: { load: string; remove: string };
  /** The spec §5 question, e.g. 'Are you sure you want to delete this ICP?'. */
  deleteQuestion: string;
  deleteDetail: (item: T) => string;
  /** The texts the search box looks in, e.g. name and description. */
  searchTexts: (item: T) => string[];
  searchPlaceholder: string;
  renderList: (props: ArtifactListProps<T>) => ReactNode;
  renderForm: (props: ArtifactFormProps<T>) => ReactNode;
}

/**
 * One artifact tab (ICP Dashboard, USP): the workspace's list with its search and create
 * button, each item's history, and the form that creates or edits one item in its place (its
 * URL says which: `edit=<id>` or `edit=new`). Saved items replace or join the list; deleting
 * asks first. The user's rights are read here, once, and passed down: a viewer (issue 34)
 * gets every change disabled with the reason, and no form.
 */
export function ArtifactTab<T extends Artifact>(props: ArtifactTabProps<T>) {
  const { scope, tab, title, createLabel, kind, resource, load, remove, messages } = props;
  const canChange = useCan('change');
  const refusal = canChange ? null : readOnlyReason(kind);
  const list = useWorkspaceList(resource, scope, load, messages.load);
  const { params, update } = useDashboardUrl();
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [historyOf, setHistoryOf] = useState<T | null>(null);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  // Bumped by Reload: the form starts over from the item as stored now.
  const [formStart, setFormStart] = useState(0);
  const confirmDelete = useDeleteConfirm();
  const copy = useCopyDialog(list.scope, resource === 'icps' ? 'icp' : 'usp');
  // Issue 24 §4: selected cards (none kept across workspaces or tabs), and Undo after a delete.
  const selection = useSelection(`${scope.tenantId}/${scope.workspaceId}/${params.tab}`);
  const undo = useUndoDelete({
    scope: list.scope,
    kind: resource === 'icps' ? 'icp' : 'usp',
    label: kind,
    // The restore answers the record of the kind asked for: this tab's.
    onRestored: list.put as (record: unknown) => void,
  });
  const { offer: offerUndo, focusUndoIfLost } = undo;

  const linked = params.tab === tab && list.scope ? params.edit : null;
  // A viewer reads: no form opens for them, whatever the link says.
  const edit = canChange ? linked : null;
  const edited = edit && edit !== NEW_ITEM ? list.items.find((item) => item.id === edit) : null;
  const linkedItem = linked && linked !== NEW_ITEM ? linked : null;
  const editGone = Boolean(
    linkedItem && !list.items.some((item) => item.id === linkedItem) && list.status === 'ready',
  );

  const open = useCallback(
    (item: T | null) => update({ edit: item ? item.id : NEW_ITEM }),
    [update],
  );
  const close = useCallback(() => update({ edit: null }), [update]);

  // The list's callbacks keep their identity across renders, so its memoised cards skip them.
  const { deleteQuestion, deleteDetail } = props;
  const editItem = useCallback(
    (item: T) => {
      setDeleteError(null);
      open(item);
    },
    [open],
  );
  const removeFromList = list.remove;
  const askToDelete = useCallback(
    (item: T) => {
      setDeleteError(null);
      confirmDelete({
        question: deleteQuestion,
        detail: deleteDetail(item),
        remove: () => remove(scope, item.id),
        fallback: messages.remove,
        onDeleted: () => {
          removeFromList(item.id);
          selection.store.deselect([item.id]);
          offerUndo([item]);
        },
        onFailed: setDeleteError,
        afterClose: focusUndoIfLost,
      });
    },
    [
      confirmDelete,
      deleteQuestion,
      deleteDetail,
      remove,
      scope,
      messages.remove,
      removeFromList,
      selection.store,
      offerUndo,
      focusUndoIfLost,
    ],
  );
  // The same array while neither list nor search changed: the grid need not render again.
  const { searchTexts } = props;
  const shown = useMemo(
    () => list.items.filter((item) => matchesSearch(deferredSearch, searchTexts(item))),
    [list.items, deferredSearch, searchTexts],
  );
  useEffect(() => {
    selection.store.setOrder(shown.map((item) => item.id));
  }, [selection.store, shown]);

  if (list.scope && (edit === NEW_ITEM || edited)) {
    return (
      <Flex vertical gap={16} key={formStart}>
        <SectionHeading title={title} />
        {props.renderForm({
          scope: list.scope,
          item: edited ?? null,
          onSaved: (saved) => {
            list.put(saved);
            close();
          },
          onClose: close,
          onReload: () => {
            void list.refresh().then(() => setFormStart((start) => start + 1));
          },
        })}
      </Flex>
    );
  }

  const noMatch = list.status === 'ready' && list.items.length > 0 && shown.length === 0;

  return (
    <Flex vertical gap={16}>
      <SectionHeading
        title={title}
        action={
          <Flex wrap gap={8}>
            <RefusableButton
              refusal={refusal}
              type="primary"
              icon={<PlusIcon />}
              disabled={!list.scope}
              onClick={() => open(null)}
            >
              {createLabel}
            </RefusableButton>
            <ExchangeActions
              scope={list.scope}
              kind={resource === 'icps' ? 'icp' : 'usp'}
              refusal={refusal}
            />
            <TrashAction scope={list.scope} canChange={canChange} />
          </Flex>
        }
      />
      {list.scope && (
        <SearchBox
          label={`Search ${kind}s`}
          placeholder={props.searchPlaceholder}
          value={search}
          onChange={setSearch}
        />
      )}
      {/* A link to an item the list lacks: in the trash it says so, else the list shows. */}
      {editGone && list.scope && linkedItem && (
        <Suspense fallback={null}>
          <TrashedLink
            scope={list.scope}
            kind={resource === 'icps' ? 'icp' : 'usp'}
            id={linkedItem}
            refusal={refusal}
            onClose={close}
          />
        </Suspense>
      )}
      <ActionError message={deleteError} onClose={() => setDeleteError(null)} />
      <SelectionActions
        selection={selection}
        items={list.items}
        shown={shown}
        kind={kind}
        remove={(id) => remove(scope, id)}
        fallback={messages.remove}
        onDeleted={(ids) => ids.forEach(removeFromList)}
        onFailed={setDeleteError}
        undo={undo}
        refusal={refusal}
      >
        {(selected) => (
          <>
            {list.scope && (
              <ExportSelected
                scope={list.scope}
                kind={resource === 'icps' ? 'icp' : 'usp'}
                selected={selected}
              />
            )}
            <RefusableButton refusal={refusal} onClick={() => copy.copyMany(selected)}>
              Copy to…
            </RefusableButton>
          </>
        )}
      </SelectionActions>
      <SelectionContext value={selection.store}>
        {noMatch ? (
          <Typography.Paragraph role="status" type="secondary" style={{ padding: '24px 0' }}>
            No {kind}s match “{deferredSearch.trim()}”.
          </Typography.Paragraph>
        ) : (
          props.renderList({
            items: shown,
            status: list.status,
            error: list.error,
            onRetry: list.reload,
            onEdit: editItem,
            onDelete: askToDelete,
            onHistory: setHistoryOf,
            onCopy: copy.copyOne,
            refusal,
          })
        )}
      </SelectionContext>
      {copy.dialog}
      <HistoryDrawer
        kind={kind}
        entity={props.entity}
        tenantId={historyOf?.tenantId ?? null}
        item={historyOf}
        onClose={() => setHistoryOf(null)}
      />
    </Flex>
  );
}
