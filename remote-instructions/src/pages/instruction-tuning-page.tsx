import { lazy, Suspense, useState } from 'react';
import { announceStoreConsumer } from '@portal/shared';
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
import { InstructionForm } from '../features/form/instruction-form';
import { InstructionList } from '../features/list/instruction-list';
import { useInstructions } from '../instructions/use-instructions';
import { readListQuery, writeListQuery } from '../features/list/list-query';
import { readPageView, writePageView, type PageView } from '../features/list/page-view';
import { READ_ONLY_REASON } from '../messages';

announceStoreConsumer('remote_instructions');

// Issue 35: the release screens load only when opened; the list never downloads them.
const ReleaseRequests = lazy(() => import('../features/releases/release-requests'));
const ReleaseRequestPage = lazy(() => import('../features/releases/request-page'));

/** Which edit view is open: a new instruction (`prompt: null`) or the active version edited. */
interface EditView {
  prompt: Prompt | null;
}

// The edit view is not in the URL, so any move (another page, or Back to another view of
// this one) leaves it behind.
const anyMove: LeavesTheForm = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname ||
  currentLocation.search !== nextLocation.search;

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
  const [editView, setEditView] = useState<EditView | null>(null);
  const { params, change } = useUrlSearch();
  const view = readPageView(params);
  const show = (next: PageView) => change((latest) => writePageView(latest, next));

  const backToList = ({ reload }: { reload: boolean }) => {
    setEditView(null);
    if (reload) instructions.retry();
  };

  let content;
  if (editView) {
    content = (
      <InstructionForm
        prompt={editView.prompt}
        onSaved={() => backToList({ reload: false })}
        onCancel={() => backToList({ reload: false })}
        onReloadList={() => backToList({ reload: true })}
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
        onAdd={() => setEditView({ prompt: null })}
        onEdit={(prompt) => setEditView({ prompt })}
        onHistory={(prompt) => show({ kind: 'history', promptId: prompt.id })}
        canRelease={rights.release}
        onRequests={() => show({ kind: 'requests', status: 'open' })}
      />
    );
  }

  return (
    <>
      <UnsavedChangesGuard leaves={anyMove} />
      {content}
    </>
  );
}
