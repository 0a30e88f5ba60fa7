import { Typography } from '@portal/shared/antd';
import { LoadingNotice, RetryAlert } from '@portal/remote-kit';
import { isEmpty } from './scorecard-rows';
import { ScorecardTable } from './scorecard-table';
import { useScorecard } from './use-scorecard';

/**
 * One version's scorecard in the History (issue 39 §4): over every tenant the user reaches,
 * then each of those tenants. Its own chunk: it loads when a row's Scorecard is opened.
 */
export default function VersionScorecard({
  promptId,
  version,
}: {
  promptId: string;
  version: string;
}) {
  const { scorecard, status, error, retry } = useScorecard(promptId, version);

  if (status === 'error' && error) return <RetryAlert title={error} onRetry={retry} />;
  if (!scorecard) return <LoadingNotice text="Loading the scorecard..." />;
  if (isEmpty(scorecard)) return <Typography.Text>No calls yet</Typography.Text>;
  return (
    <ScorecardTable
      label={`Scorecard of V${version}`}
      columns={[
        { key: 'all', title: 'All your tenants', numbers: scorecard },
        ...scorecard.tenants.map((tenant) => ({
          key: tenant.tenantId,
          title: tenant.tenantName,
          numbers: tenant,
        })),
      ]}
    />
  );
}
