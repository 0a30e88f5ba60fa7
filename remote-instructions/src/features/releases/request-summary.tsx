import { Flex, Typography } from '@portal/shared/antd';
import type { ReleaseRequestDetail } from '@portal/contract';
import { shownAt } from './release-text';
import { ReleaseSection } from './release-section';
import { RequestStatusTag } from './request-status-tag';

/** Where a request stands: its status, who asked and when, the note, who reviewed it. */
export function RequestSummary({ request }: { request: ReleaseRequestDetail }) {
  const { reviewed } = request;
  return (
    <ReleaseSection title="Request">
      <Flex wrap align="center" gap={8}>
        <Typography.Text>Status:</Typography.Text>
        <RequestStatusTag status={request.status} />
      </Flex>
      <Typography.Text>{`Asked by ${request.requestedBy} on ${shownAt(request.requestedAt)}.`}</Typography.Text>
      {reviewed && (
        <Typography.Text>
          {`${request.status === 'rejected' ? 'Sent back' : 'Approved'} by ${reviewed.username} on ${shownAt(reviewed.at)}.`}
        </Typography.Text>
      )}
      {request.status === 'stale' && (
        <Typography.Text type="warning">
          A newer edit of this instruction came after the request: it can no longer be approved or
          released. Ask for the newest version instead.
        </Typography.Text>
      )}
      <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
        {request.note.trim() ? `Note: ${request.note}` : 'No note.'}
      </Typography.Paragraph>
    </ReleaseSection>
  );
}
