import { Button, Flex } from '@portal/shared/antd';
import { LoadingNotice, RetryAlert, SectionHeading } from '@portal/remote-kit';
import { useReleaseRequest } from './use-release-requests';
import type { ReleaseRights } from './release-rights';
import { requestedVersion } from './release-text';
import { RequestChanges } from './request-changes';
import { RequestComments } from './request-comments';
import { RequestDecision } from './request-decision';
import { RequestGate } from './request-gate';
import { RequestImpact } from './request-impact';
import { RequestScorecard } from './request-scorecard';
import { RequestSummary } from './request-summary';

interface ReleaseRequestPageProps {
  requestId: string;
  rights: ReleaseRights;
  onBack: () => void;
}

/**
 * Issue 35 §2: one release request with what a reviewer decides on (the word diff against the
 * released text, the test gate on this exact version, who receives it), its review and release
 * for releasers, and its comments.
 */
export default function ReleaseRequestPage({ requestId, rights, onBack }: ReleaseRequestPageProps) {
  const { request, ...load } = useReleaseRequest(requestId);

  return (
    <Flex vertical gap={16}>
      <SectionHeading
        title={request ? `Release request: ${requestedVersion(request)}` : 'Release request'}
        action={<Button onClick={onBack}>Back to release requests</Button>}
      />
      {load.status === 'error' && load.error && (
        <RetryAlert title={load.error} onRetry={load.retry} />
      )}
      {!request && load.status === 'loading' && (
        <LoadingNotice text="Loading the release request..." />
      )}
      {request && (
        <>
          <RequestSummary request={request} />
          <RequestChanges request={request} />
          <RequestGate request={request} mayRun={rights.change} />
          <RequestScorecard request={request} />
          <RequestImpact request={request} />
          {rights.release && <RequestDecision key={request.id} request={request} />}
          <RequestComments request={request} mayComment={rights.change} />
        </>
      )}
    </Flex>
  );
}
