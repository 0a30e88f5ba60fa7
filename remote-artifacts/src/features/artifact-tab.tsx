import { useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
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
import { matchesSearch } from './search-match';

export interface Artifact {
  id: string;
  name: string;
  tenantId: string;
  workspaceId: string;
}

/** What the tab gives its list; the features add their card actions (`TabSlots.cardActions`). */
export interface ArtifactListProps<T> {
  items: T[];
  status: ListStatus;
  error: string | null;
  onRetry: () => void;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
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

/** What a tab tells its features (`useFeatures`) on every render. */
export interface TabContext<T extends Artifact> extends ScopeProps {
  /** The workspace the list was loaded for, or null while there is none. */
  listScope: WorkspaceScope | null;
  /** 'ICP', 'USP', and the record's key in the API's copy, trash and exchange: 'icp', 'usp'. */
  kind: string;
  record: 'icp' | 'usp';
  entity: AuditEntity;
  /** Why the user may not change items (a viewer), or null; and whether they may. */
  refusal: string | null;
  canChange: boolean;
  /** The whole list, and the part of it the search shows, in list order. */
  items: T[];
  shown: T[];
  /** Puts a record (restored, saved) into the list; takes one out of it. */
  put: (item: T) => void;
  removeFromList: (id: string) => void;
  /** The spec §8 message of a failed delete. */
  removeFallback: string;
  /** Shows a failure in the tab's error, or clears it (null). */
  setError: (message: string | null) => void;
  /** The record a link names that the list lacks (deleted, or another's), and closing it. */
  linkedGone: string | null;
  close: () => void;
}

/**
 * Where features plug into a tab, in the order the tab shows them: after the create button
 * (`toolbar`), under the search (`notices`), above the list (`aboveList`, under the tab's
 * error), around the list (`wrapList`), on each card (`cardActions`, passed to the list), and
 * after it (`overlays`: dialogs, drawers). `onDeleted` follows a delete the tab confirmed;
 * `afterDeleteClose` runs when its confirmation closed. Callbacks keep their identity across
 * renders: the list's memoised cards skip a render otherwise.
 */
export interface TabSlots<T, A> {
  toolbar?: ReactNode;
  notices?: ReactNode;
  aboveList?: ReactNode;
  wrapList?: (list: ReactNode) => ReactNode;
  cardActions: A;
  overlays?: ReactNode;
  onDeleted?: (items: T[]) => void;
  afterDeleteClose?: () => void;
}

interface ArtifactTabProps<T extends Artifact, A> extends ScopeProps {
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
  renderList: (props: ArtifactListProps<T> & NoInfer<A>) => ReactNode;
  renderForm: (props: ArtifactFormProps<T>) => ReactNode;
  /**
   * The tab's features (history, copy, selection, export…), a hook the tab calls on every
   * render with what it knows: what it answers fills the tab's slots. The same for every render.
   */
  useFeatures: (tab: TabContext<T>) => TabSlots<T, A>;
}

/**
 * One artifact tab (ICP Dashboard, USP): the workspace's list with its search and create
 * button, and the form that creates or edits one item in its place (its URL says which:
 * `edit=<id>` or `edit=new`). Saved items replace or join the list; deleting asks first. Every
 * other feature (history, copy, selection, export, trash, undo) comes through `useFeatures`
 * and its slots. The user's rights are read here, once, and passed down: a viewer (issue 34)
 * gets every change disabled with the reason, and no form.
 */
export function ArtifactTab<T extends Artifact, A>(props: ArtifactTabProps<T, A>) {
  const { scope, tab, title, createLabel, kind, resource, load, remove, messages } = props;
  const canChange = useCan('change');
  const refusal = canChange ? null : readOnlyReason(kind);
  const list = useWorkspaceList(resource, scope, load, messages.load);
  const { params, update } = useDashboardUrl();
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  // Bumped by Reload: the form starts over from the item as stored now.
  const [formStart, setFormStart] = useState(0);
  const confirmDelete = useDeleteConfirm();

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

  // The same array while neither list nor search changed: the grid need not render again.
  const { searchTexts } = props;
  const shown = useMemo(
    () => list.items.filter((item) => matchesSearch(deferredSearch, searchTexts(item))),
    [list.items, deferredSearch, searchTexts],
  );
  const removeFromList = list.remove;
  const { useFeatures } = props;
  const slots = useFeatures({
    scope,
    listScope: list.scope,
    kind,
    record: resource === 'icps' ? 'icp' : 'usp',
    entity: props.entity,
    refusal,
    canChange,
    items: list.items,
    shown,
    put: list.put,
    removeFromList,
    removeFallback: messages.remove,
    setError: setDeleteError,
    linkedGone: editGone && list.scope ? linkedItem : null,
    close,
  });

  // The list's callbacks keep their identity across renders, so its memoised cards skip them.
  const { deleteQuestion, deleteDetail } = props;
  const { onDeleted, afterDeleteClose } = slots;
  const editItem = useCallback(
    (item: T) => {
      setDeleteError(null);
      open(item);
    },
    [open, setDeleteError],
  );
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
          onDeleted?.([item]);
        },
        onFailed: setDeleteError,
        afterClose: afterDeleteClose,
      });
    },
    [
      setDeleteError,
      confirmDelete,
      deleteQuestion,
      deleteDetail,
      remove,
      scope,
      messages.remove,
      removeFromList,
      onDeleted,
      afterDeleteClose,
    ],
  );

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
  const shownList = noMatch ? (
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
      refusal,
      ...slots.cardActions,
    })
  );

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
            {slots.toolbar}
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
      {slots.notices}
      <ActionError message={deleteError} onClose={() => setDeleteError(null)} />
      {slots.aboveList}
      {slots.wrapList ? slots.wrapList(shownList) : shownList}
      {slots.overlays}
    </Flex>
  );
}
