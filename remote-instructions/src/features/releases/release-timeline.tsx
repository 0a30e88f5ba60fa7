import { lazy, Suspense, useState } from 'react';
import { Timeline } from 'antd';
import { Button, Flex, Typography } from '@portal/shared/antd';
import { Alert } from '@portal/shared/antd-nav';
import type { Prompt, PromptType, ReleaseEvent } from '@portal/contract';
import { LoadingNotice, RetryAlert } from '@portal/remote-kit';
import { useReleaseHistory } from './use-release-history';
import { instructionTypeLabel } from '../../instructions/instruction-types';
import { eventTitle, ofInstruction, shownAt, tenantsText } from './release-text';
import { instructionsQuery } from '../../instructions/use-instructions';
import { queryClient } from '@portal/shared/data';
import { ReleaseEventText } from './release-event';
import { ReleaseSection } from './release-section';

// Releasers only, and only once asked for.
const RollbackDialog = lazy(() => import('./rollback-dialog'));

interface ReleaseTimelineProps {
  promptType: PromptType;
  /** The instruction whose history is open: events of the type's others say whose they are. */
  promptId: string;
  /** Releasers (and admins) roll back a release still in use. */
  canRelease: boolean;
}

const COLORS: Record<ReleaseEvent['kind'], string> = {
  release: 'green',
  rollback: 'red',
  override: 'gray',
  initial: 'blue',
};

/**
 * Issue 35 §5: the type's release history, newest first, as a timeline: each release,
 * rollback, override change and the first release, with its tenants, people, gate or reason
 * and which rollbacks took it back. A releaser rolls back a release some tenant is still on
 * (the history's `current`, one call). Loaded lazily with the history.
 */
export default function ReleaseTimeline({
  promptType,
  promptId,
  canRelease,
}: ReleaseTimelineProps) {
  const history = useReleaseHistory(promptType);
  // The list the page loaded already, read from the cache (a subscription here would load it
  // again): descriptions for the type's other instructions.
  const prompts = queryClient.getQueryData<Prompt[]>(instructionsQuery().queryKey) ?? [];
  const describe = (id: string) => prompts.find((prompt) => prompt.id === id)?.description;
  const [rollingBack, setRollingBack] = useState<ReleaseEvent | null>(null);
  const [rolledBack, setRolledBack] = useState<ReleaseEvent[] | null>(null);
  const { events } = history;
  // Tenants on the release now, as the history says (named when reached, counted otherwise).
  const inUse = (event: ReleaseEvent) => event.current.tenants.length + event.current.others > 0;

  let body = null;
  if (events.length > 0) {
    body = (
      <Timeline
        items={events.map((event) => ({
          key: event.id,
          color: COLORS[event.kind],
          title: <Typography.Text strong>{eventTitle(event)}</Typography.Text>,
          content: (
            <Flex vertical gap={8} align="flex-start">
              <ReleaseEventText
                event={event}
                events={events}
                whose={ofInstruction(event, promptId, describe)}
              />
              {canRelease &&
                (event.kind === 'release' || event.kind === 'rollback') &&
                inUse(event) && (
                  <Button
                    size="small"
                    aria-label={`Roll back ${eventTitle(event)} of ${shownAt(event.releasedAt)}`}
                    onClick={() => {
                      setRolledBack(null);
                      setRollingBack(event);
                    }}
                  >
                    Roll back
                  </Button>
                )}
            </Flex>
          ),
        }))}
      />
    );
  } else if (history.status === 'loading') {
    body = <LoadingNotice text="Loading the release history..." />;
  } else if (history.status === 'ready') {
    body = <Typography.Text>No release of this type yet.</Typography.Text>;
  }

  return (
    <ReleaseSection title="Releases">
      <Typography.Text type="secondary">
        {`Which version of the ${instructionTypeLabel(promptType)} type each tenant's AI uses, newest first. Editing changes the active version only; a release changes what the AI uses.`}
      </Typography.Text>
      {rolledBack && (
        <Alert
          type="success"
          showIcon
          role="status"
          title={`Rolled back: ${rolledBack
            .map((event) => `${tenantsText(event.tenants)} now on V${event.version}`)
            .join('; ')}.`}
        />
      )}
      {history.status === 'error' && history.error && (
        <RetryAlert title={history.error} onRetry={history.retry} />
      )}
      {body}
      {rollingBack && (
        <Suspense fallback={null}>
          <RollbackDialog
            event={rollingBack}
            tenantsOnIt={rollingBack.current.tenants}
            onDone={setRolledBack}
            onClosed={() => setRollingBack(null)}
          />
        </Suspense>
      )}
    </ReleaseSection>
  );
}
