import { Typography } from '@portal/shared/antd';
import type { ReleaseRequestDetail } from '@portal/contract';
import { rolloutText, tenantCount, tenantsText } from './release-text';
import { ReleaseSection } from './release-section';

/**
 * Who gets the version and who does not: the tenants that follow the release, those keeping
 * an override, and how far the rollout went. Tenants the reader does not reach are counted.
 */
export function RequestImpact({ request }: { request: ReleaseRequestDetail }) {
  const { receive, keepOverride } = request.impact;
  const { releasedTo } = request.rollout;
  return (
    <ReleaseSection title="Impact">
      <Typography.Text>{`Tenants that will receive it: ${tenantsText(receive)}.`}</Typography.Text>
      {tenantCount(keepOverride) > 0 && (
        <Typography.Text>
          {`Tenants keeping their own override: ${tenantsText(keepOverride)}.`}
        </Typography.Text>
      )}
      {(request.status === 'released' || tenantCount(releasedTo) > 0) && (
        <Typography.Text strong>{rolloutText(request.rollout)}</Typography.Text>
      )}
    </ReleaseSection>
  );
}
