import { lazy, Suspense, useState } from 'react';
import { Button, Flex, Typography } from '@portal/shared/antd';
import { Alert, App, Card } from '@portal/shared/antd-nav';
import type { Prompt } from '@portal/contract';
import {
  ListEmpty,
  LoadingNotice,
  RefusableButton,
  RetryAlert,
  SectionHeading,
} from '@portal/remote-kit';
import { usePromptHistory } from './use-prompt-history';
import { useRestoreVersion } from './use-restore-version';
import { RELEASE_READ_ONLY_REASONS } from '../../messages';
import type { ReleaseRights } from '../releases/release-rights';
import { openRestoreConfirm } from './restore-confirm';
import { VersionTable } from './version-table';

// Its own chunk (with the template check for variants): the list never downloads it.
const TenantOverrides = lazy(() => import('../overrides/tenant-overrides'));
// Issue 35: the type's releases, and the dialog asking for one, load only with the history.
const ReleaseTimeline = lazy(() => import('../releases/release-timeline'));
const RequestReleaseDialog = lazy(() => import('../releases/request-release-dialog'));

interface VersionHistoryProps {
  promptId: string;
  /** Why the user may not restore a version (a viewer), or null. */
  refusal: string | null;
  rights: ReleaseRights;
  onBack: () => void;
  /** Opens the comparison of two versions, older first. */
  onCompare: (from: string, to: string) => void;
  /** Opens the release request just made. */
  onRequested: (requestId: string) => void;
}

/** The picked versions as (older, newer): the history lists newest first. */
function olderFirst(versions: Prompt[], picked: string[]): [string, string] | null {
  const inOrder = versions.filter((version) => picked.includes(version.version));
  const [newer, older] = inOrder;
  return inOrder.length === 2 && newer && older ? [older.version, newer.version] : null;
}

/**
 * One instruction's versions, newest first: pick two to compare them, or restore an old one
 * as a new active version (after a confirmation); ask for the active one to be released, and
 * the type's releases (issue 35).
 */
export function VersionHistory(props: VersionHistoryProps) {
  const { promptId, refusal, rights, onBack, onCompare, onRequested } = props;
  const { modal } = App.useApp();
  const history = usePromptHistory(promptId);
  const restoring = useRestoreVersion();
  const [picked, setPicked] = useState<string[]>([]);
  const [opened, setOpened] = useState<string[]>([]);
  const [scorecards, setScorecards] = useState<string[]>([]);
  const [requesting, setRequesting] = useState(false);
  const active = history.versions.find((version) => version.isActive === 1);
  const pair = olderFirst(history.versions, picked);
  const promptType = history.versions[0]?.promptType;

  const toggle = (version: string) =>
    setPicked((current) =>
      current.includes(version)
        ? current.filter((entry) => entry !== version)
        : [...current, version].slice(-2),
    );

  /** Opens or closes a version's entry in one of the lists of what is shown under rows. */
  const flip = (version: string) => (current: string[]) =>
    current.includes(version)
      ? current.filter((entry) => entry !== version)
      : [...current, version];
  const toggleArtifacts = (version: string) => setOpened(flip(version));
  const toggleScorecard = (version: string) => setScorecards(flip(version));

  const restore = (version: Prompt) =>
    openRestoreConfirm(modal, version, async () => {
      restoring.reset();
      // Failures are shown beside the table, not thrown at the dialog.
      await restoring
        .restore({ version, activeVersion: active?.version ?? version.version })
        .catch(() => {});
    });

  let body = null;
  if (history.versions.length > 0) {
    body = (
      <VersionTable
        versions={history.versions}
        loading={history.status === 'loading'}
        selected={picked}
        onToggle={toggle}
        onRestore={restore}
        refusal={refusal}
        opened={opened}
        onToggleArtifacts={toggleArtifacts}
        scorecards={scorecards}
        onToggleScorecard={toggleScorecard}
      />
    );
  } else if (history.status === 'loading') {
    body = <LoadingNotice text="Loading versions..." />;
  } else if (history.status === 'ready') {
    body = <ListEmpty title="No versions found" text="This instruction has no versions." />;
  }

  return (
    <Flex vertical gap={16}>
      <SectionHeading
        title="Version History"
        action={<Button onClick={onBack}>Back to instructions</Button>}
      />
      {active && (
        <Flex wrap align="center" justify="space-between" gap={12}>
          <Typography.Paragraph style={{ margin: 0 }}>
            {`${active.description}: active version V${active.version}. Pick two versions to compare them.`}
          </Typography.Paragraph>
          <RefusableButton
            refusal={rights.change ? null : RELEASE_READ_ONLY_REASONS.requestRelease}
            aria-label={`Request release of V${active.version}`}
            onClick={() => setRequesting(true)}
          >
            Request release
          </RefusableButton>
        </Flex>
      )}
      {active && requesting && (
        <Suspense fallback={null}>
          <RequestReleaseDialog
            version={active}
            onRequested={onRequested}
            onClosed={() => setRequesting(false)}
          />
        </Suspense>
      )}
      {restoring.restored && restoring.restoredFrom && (
        <Alert
          type="success"
          showIcon
          role="status"
          title={`Version ${restoring.restoredFrom} restored as version ${restoring.restored.version}.`}
        />
      )}
      {restoring.failure && <Alert type="error" showIcon title={restoring.failure} />}
      {history.status === 'error' && history.error && (
        <RetryAlert title={history.error} onRetry={history.retry} />
      )}
      {history.versions.length > 0 && (
        <Flex wrap align="center" gap={12}>
          <Button
            type="primary"
            disabled={!pair}
            onClick={() => pair && onCompare(pair[0], pair[1])}
          >
            Compare
          </Button>
          <Typography.Text aria-live="polite">{`${picked.length} of 2 versions selected`}</Typography.Text>
        </Flex>
      )}
      {body && <Card styles={{ body: { padding: 0 } }}>{body}</Card>}
      {promptType && (
        <Suspense fallback={<LoadingNotice text="Loading the release history..." />}>
          <ReleaseTimeline
            promptType={promptType}
            promptId={promptId}
            canRelease={rights.release}
          />
        </Suspense>
      )}
      {promptType && (
        <Suspense fallback={<LoadingNotice text="Loading tenant overrides..." />}>
          <TenantOverrides
            promptId={promptId}
            promptType={promptType}
            versions={history.versions}
          />
        </Suspense>
      )}
    </Flex>
  );
}
