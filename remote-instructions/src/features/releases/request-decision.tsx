import { Typography } from '@portal/shared/antd';
import { Alert } from '@portal/shared/antd-nav';
import { useSession } from '@portal/shared';
import type { ReleaseRequestDetail } from '@portal/contract';
import { useRelease, useReview } from './use-release-actions';
import { tenantCount, tenantsText } from './release-text';
import { ReleaseForm } from './release-form';
import { ReleaseSection } from './release-section';
import { ReviewForm } from './review-form';

/**
 * What a releaser decides on a request: its review (by a releaser who did not ask), then its
 * release, to every tenant or to chosen ones first until none is left to go.
 */
export function RequestDecision({ request }: { request: ReleaseRequestDetail }) {
  const username = useSession((state) => state.user?.username);
  const review = useReview(request.id);
  const release = useRelease(request.id);
  const remaining = tenantCount(request.rollout.remaining);
  const releasable =
    request.status === 'approved' || (request.status === 'released' && remaining > 0);

  let reviewing = null;
  if (request.status === 'open') {
    reviewing =
      request.requestedBy === username ? (
        <ReleaseSection title="Review">
          <Typography.Text>
            You asked for this release: another releaser reviews it.
          </Typography.Text>
        </ReleaseSection>
      ) : (
        <ReviewForm review={review} />
      );
  }

  return (
    <>
      {review.done && (
        <Alert
          type="success"
          showIcon
          role="status"
          title={
            review.done.status === 'rejected'
              ? 'Sent back to its author.'
              : 'Approved: the version can be released.'
          }
        />
      )}
      {release.done && (
        <Alert
          type="success"
          showIcon
          role="status"
          title={`Released V${release.done.version} to ${tenantsText(release.done.tenants)}.`}
        />
      )}
      {reviewing}
      {releasable && <ReleaseForm request={request} release={release} />}
    </>
  );
}
