import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { announceStoreConsumer } from '@portal/shared';
import { useLocation, useNavigate } from '@portal/shared/router';
import { useCan } from '@portal/shared/data';
import type { Prompt } from '@portal/contract';
import {
  LoadingNotice,
  UnsavedChangesGuard,
  useUrlSearch,
  type LeavesTheForm,
} from '@portal/remote-kit';
import { PasswordChangeGate } from '@portal/remote-kit/password-change';
import { VersionCompare } from '../features/history/version-compare';
import { VersionHistory } from '../features/history/version-history';
import { InstructionEditView } from '../features/form/instruction-edit-view';
import { InstructionList } from '../features/list/instruction-list';
import { useInstructions } from '../instructions/use-instructions';
import { readListQuery, writeListQuery } from '../features/list/list-query';
import { editViewKey, readPageView, writePageView, type PageView } from '../page-view/page-view';
import { READ_ONLY_REASON } from '../messages';

announceStoreConsumer('remote_instructions');

// Issue 35: the release screens load only when opened; the list never downloads them.
const ReleaseRequests = lazy(() => import('../features/releases/release-requests'));
const ReleaseRequestPage = lazy(() => import('../features/releases/request-page'));

/** How the list opened the edit view, kept with its history entry: closing it goes back. */
interface OpenedFromList {
  openedFromList: true;
}

const openedFromList = (state: unknown) =>
  typeof state === 'object' && state !== null && 'openedFromList' in state;

// The edit view is in the URL (`?edit=`): a move to another page or another view leaves it
// behind; opening or closing its studio panels (`&show=`) does not.
const leavesTheEditView: LeavesTheForm = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname ||
  editViewKey(currentLocation.search) !== editViewKey(nextLocation.search);

/**
 * Spec §2 'Instruction tuning': the instruction list, and the edit view toggled from it; an
 * instruction's history and the comparison of two versions, named by the URL (issue 11), and
 * the release requests and one request (issue 35). The user's rights are read here, once: a
 * viewer (issue 34) gets Add, Edit and Restore disabled with the reason, so the edit view (and
 * its test run and test cases) never opens for them; releasers get the review and release.
 */
export default function InstructionTuningPage() {
  return (
    <PasswordChangeGate>
      <InstructionTuning />
    </PasswordChangeGate>
  );
}

function InstructionTuning() {
  const rights = { change: useCan('change'), release: useCan('release') };
  const refusal = rights.change ? null : READ_ONLY_REASON;
  const instructions = useInstructions();
  const { params, change } = useUrlSearch();
  const { search, state } = useLocation();
  const navigate = useNavigate();
  const view = readPageView(params);
  const show = (next: PageView) => change((latest) => writePageView(latest, next));
  const openEditView = (prompt: Prompt | null) => {
    const opened: OpenedFromList = { openedFromList: true };
    change(
      (latest) => writePageView(latest, { kind: 'edit', promptId: prompt?.id ?? null, panels: [] }),
      {
        state: opened,
      },
    );
  };

  // The page's own move out of the edit view after a save leaves nothing unsaved behind: the
  // guard lets it pass. Cleared once the URL names another view.
  const closing = useRef(false);
  const editKey = editViewKey(search);
  useEffect(() => {
    closing.current = false;
  }, [editKey]);
  const leaves = useCallback<LeavesTheForm>(
    (move) => !closing.current && leavesTheEditView(move),
    [],
  );
  const closeEditView = ({ reload }: { reload: boolean }) => {
    closing.current = true;
    if (reload) instructions.retry();
    // Opened from the list: back to that entry, so Back does not reopen the form (and Forward
    // does); opened by a link: the list takes the edit view's place.
    if (openedFromList(state)) void navigate(-1);
    else change((latest) => writePageView(latest, { kind: 'list' }), { replace: true });
  };

  let content;
  // A viewer reads: no edit view opens for them, whatever the link says (issue 34).
  if (view.kind === 'edit' && rights.change) {
    content = (
      <InstructionEditView
        promptId={view.promptId}
        prompts={instructions.prompts}
        status={instructions.status}
        error={instructions.error}
        onRetry={instructions.retry}
        panels={view.panels}
        // Opening a panel is not a move: Back still leaves the edit view.
        onPanelsChange={(panels) =>
          change((latest) => writePageView(latest, { ...view, panels }), { replace: true })
        }
        onSaved={() => closeEditView({ reload: false })}
        onClose={closeEditView}
      />
    );
  } else if (view.kind === 'history') {
    content = (
      <VersionHistory
        promptId={view.promptId}
        refusal={refusal}
        rights={rights}
        onBack={() => show({ kind: 'list' })}
        onCompare={(from, to) => show({ kind: 'compare', promptId: view.promptId, from, to })}
        onRequested={(requestId) => show({ kind: 'request', requestId, status: 'open' })}
      />
    );
  } else if (view.kind === 'compare') {
    content = (
      <VersionCompare
        promptId={view.promptId}
        from={view.from}
        to={view.to}
        onBack={() => show({ kind: 'history', promptId: view.promptId })}
      />
    );
  } else if (view.kind === 'requests') {
    content = (
      <Suspense fallback={<LoadingNotice text="Loading release requests..." />}>
        <ReleaseRequests
          status={view.status}
          onStatus={(status) => show({ kind: 'requests', status })}
          onOpen={(requestId) => show({ kind: 'request', requestId, status: view.status })}
          onBack={() => show({ kind: 'list' })}
        />
      </Suspense>
    );
  } else if (view.kind === 'request') {
    content = (
      <Suspense fallback={<LoadingNotice text="Loading the release request..." />}>
        <ReleaseRequestPage
          requestId={view.requestId}
          rights={rights}
          onBack={() => show({ kind: 'requests', status: view.status })}
        />
      </Suspense>
    );
  } else {
    content = (
      <InstructionList
        prompts={instructions.prompts}
        status={instructions.status}
        error={instructions.error}
        query={readListQuery(params)}
        // Typing replaces the entry, so Back does not step through every letter.
        onQueryChange={(changed, { typing }) =>
          change((latest) => writeListQuery(latest, { ...readListQuery(latest), ...changed }), {
            replace: typing,
          })
        }
        onRetry={instructions.retry}
        refusal={refusal}
        onAdd={() => openEditView(null)}
        onEdit={openEditView}
        onHistory={(prompt) => show({ kind: 'history', promptId: prompt.id })}
        canRelease={rights.release}
        onRequests={() => show({ kind: 'requests', status: 'open' })}
      />
    );
  }

  return (
    <>
      <UnsavedChangesGuard leaves={leaves} />
      {content}
    </>
  );
}
