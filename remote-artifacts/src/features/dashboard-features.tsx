import { Suspense, useCallback, useEffect, useState } from 'react';
import { RefusableButton, useOpenedOnce } from '@portal/remote-kit';
import { useDashboardUrl } from '../deep-link/use-dashboard-url';
import { useNoticeStaysIn } from '../notices/use-notices';
import type { Artifact, TabContext, TabSlots } from './artifact-tab';
import { useCopyDialog } from './copy/use-copy-dialog';
import { useReviseDialog } from './revise/use-revise-dialog';
import { ExchangeActions } from './exchange/exchange-actions';
import { HistoryDrawer } from './history/history-drawer';
import { ExportSelected } from './lazy-selection-ui';
import { SelectionActions } from './selection-actions';
import { SelectionContext, useSelection } from './selection/use-selection';
import { TrashAction } from './trash/trash-action';
import { TrashedLink } from './trash/lazy-trash-ui';
import { useUndoDelete } from './undo/use-undo-delete';

/** The actions each card offers besides edit and delete. */
export interface CardActions<T> {
  onHistory: (item: T) => void;
  /** Opens 'Copy to…' for the item (issue 24 §3). */
  onCopy: (item: T) => void;
  /** Opens 'Revise with AI' for the item (issue 39 §2). */
  onRevise: (item: T) => void;
}

/**
 * The dashboard's features of an artifact tab (issues 22-24), wired into its slots: Export and
 * Import and the trash in the toolbar; a link's notice when its record is in the trash; the
 * selection's bar (bulk delete, Export, Copy to…) above the list and its checkboxes on the
 * cards; each card's History, Copy to… and Revise with AI; Undo after a delete. The ICP and USP tabs pass it to
 * `ArtifactTab` as `useFeatures`; a kind that wants other features passes its own hook.
 */
export function useDashboardFeatures<T extends Artifact>(
  tab: TabContext<T>,
): TabSlots<T, CardActions<T>> {
  const { scope, listScope, kind, record, refusal, shown, setError } = tab;
  const { params } = useDashboardUrl();
  const [historyOf, setHistoryOf] = useState<T | null>(null);
  const historyOpened = useOpenedOnce(historyOf !== null);
  const copy = useCopyDialog(listScope, record);
  const revise = useReviseDialog<T>(record, tab.put);
  // Issue 24 §4: selected cards (none kept across workspaces or tabs), and Undo after a delete.
  const selection = useSelection(`${scope.tenantId}/${scope.workspaceId}/${params.tab}`);
  const undo = useUndoDelete({
    scope: listScope,
    kind: record,
    label: kind,
    // The restore answers the record of the kind asked for: this tab's.
    onRestored: tab.put as (record: unknown) => void,
  });
  const { offer: offerUndo, keepFocusInList } = undo;
  // Issue 37 §1: a notice (Undo, copied, imported) closes when staff leave this tab's scope.
  useNoticeStaysIn(`${scope.tenantId}/${scope.workspaceId}/${params.tab}`);
  useEffect(() => {
    selection.store.setOrder(shown.map((item) => item.id));
  }, [selection.store, shown]);
  const onDeleted = useCallback(
    (items: T[]) => {
      selection.store.deselect(items.map((item) => item.id));
      offerUndo(items);
    },
    [selection.store, offerUndo],
  );

  return {
    toolbar: (
      <>
        <ExchangeActions
          scope={listScope}
          kind={record}
          refusal={refusal}
          selected={tab.items.filter((item) => selection.selected.has(item.id))}
        />
        <TrashAction scope={listScope} canChange={tab.canChange} />
      </>
    ),
    // A link to an item the list lacks: in the trash it says so, else the list shows.
    notices: listScope && tab.linkedGone && (
      <Suspense fallback={null}>
        <TrashedLink
          scope={listScope}
          kind={record}
          id={tab.linkedGone}
          refusal={refusal}
          onClose={tab.close}
        />
      </Suspense>
    ),
    aboveList: (
      <SelectionActions
        selection={selection}
        items={tab.items}
        shown={shown}
        kind={kind}
        trash={{ scope: listScope, kind: record }}
        fallback={tab.removeFallback}
        onDeleted={(ids) => ids.forEach(tab.removeFromList)}
        onFailed={setError}
        undo={undo}
        refusal={refusal}
      >
        {(selected) => (
          <>
            {listScope && <ExportSelected scope={listScope} kind={record} selected={selected} />}
            <RefusableButton refusal={refusal} onClick={() => copy.copyMany(selected)}>
              Copy to…
            </RefusableButton>
          </>
        )}
      </SelectionActions>
    ),
    wrapList: (list) => <SelectionContext value={selection.store}>{list}</SelectionContext>,
    cardActions: { onHistory: setHistoryOf, onCopy: copy.copyOne, onRevise: revise.revise },
    overlays: (
      <>
        {copy.dialog}
        {revise.dialog}
        {historyOpened && (
          <HistoryDrawer
            kind={kind}
            entity={tab.entity}
            tenantId={historyOf?.tenantId ?? null}
            item={historyOf}
            onClose={() => setHistoryOf(null)}
          />
        )}
      </>
    ),
    onDeleted,
    afterDeleteClose: keepFocusInList,
  };
}
