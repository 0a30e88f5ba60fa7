import { Flex, Typography } from '@portal/shared/antd';
import type { ReleaseEvent } from '@portal/contract';
import { eventTitle, gateSummary, shownAt, tenantsText } from './release-text';

interface ReleaseEventTextProps {
  event: ReleaseEvent;
  /** The whole history, to say which release a rollback took back and when. */
  events: ReleaseEvent[];
  /** Which instruction, when not the one whose history is open. */
  whose?: string | null;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Who did it: who asked, approved and released a release; who made anything else. */
function people(event: ReleaseEvent): string | null {
  if (event.kind === 'release') {
    const parts = [
      event.requestedBy && `requested by ${event.requestedBy}`,
      event.approvedBy && `approved by ${event.approvedBy}`,
      event.releasedBy && `released by ${event.releasedBy}`,
    ].filter(Boolean);
    return parts.length > 0 ? `${capital(parts.join(', '))}.` : null;
  }
  return event.releasedBy ? `By ${event.releasedBy}.` : null;
}

/** An earlier event of the history, by what it did and when. */
function described(id: string, events: ReleaseEvent[]): string {
  const found = events.find((event) => event.id === id);
  return found ? `${eventTitle(found)} on ${shownAt(found.releasedAt)}` : 'an earlier release';
}

/** One event of a type's release history, in words. */
export function ReleaseEventText({ event, events, whose = null }: ReleaseEventTextProps) {
  const who = people(event);
  return (
    <Flex vertical gap={2}>
      {whose && <Typography.Text>{whose}</Typography.Text>}
      <Typography.Text>{`${event.kind === 'rollback' ? 'For' : 'To'} ${tenantsText(event.tenants)}.`}</Typography.Text>
      {who && <Typography.Text>{who}</Typography.Text>}
      <Typography.Text type="secondary">{shownAt(event.releasedAt)}</Typography.Text>
      {event.gate && <Typography.Text>{`Test gate: ${gateSummary(event.gate)}.`}</Typography.Text>}
      {event.reason && (
        <Typography.Text
          style={{ whiteSpace: 'pre-wrap' }}
        >{`Reason: ${event.reason}`}</Typography.Text>
      )}
      {event.rollsBack && (
        <Typography.Text>{`Takes back: ${described(event.rollsBack, events)}.`}</Typography.Text>
      )}
      {event.rolledBackBy.map((id) => (
        <Typography.Text key={id}>{`Taken back by: ${described(id, events)}.`}</Typography.Text>
      ))}
    </Flex>
  );
}
