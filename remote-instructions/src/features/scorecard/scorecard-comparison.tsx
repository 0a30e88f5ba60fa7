import { Typography } from '@portal/shared/antd';
import type { ReleaseRequestDetail } from '@portal/contract';
import { LoadingNotice, RetryAlert } from '@portal/remote-kit';
import { isEmpty } from './scorecard-rows';
import { type ScorecardColumn, ScorecardTable } from './scorecard-table';
import { useScorecard } from './use-scorecard';

/**
 * A release request's scorecards (issue 39 §4): the released version's beside the requested
 * one's, over every tenant the reviewer reaches. Its own chunk, loaded with the request.
 */
export default function ScorecardComparison({ request }: { request: ReleaseRequestDetail }) {
  const { released } = request;
  const requested = useScorecard(request.promptId, request.version);
  const before = useScorecard(released?.promptId ?? '', released?.version ?? '', !!released);
  const loads = released ? [before, requested] : [requested];

  const failed = loads.find((load) => load.status === 'error' && load.error);
  if (failed) {
    const retry = () => loads.forEach((load) => load.status === 'error' && load.retry());
    return <RetryAlert title={failed.error!} onRetry={retry} />;
  }
  if (loads.some((load) => !load.scorecard)) {
    return <LoadingNotice text="Loading the scorecards..." />;
  }
  const columns: ScorecardColumn[] = [
    ...(released
      ? [{ key: 'released', title: `Released: V${released.version}`, numbers: before.scorecard! }]
      : []),
    { key: 'requested', title: `Requested: V${request.version}`, numbers: requested.scorecard! },
  ];
  return (
    <>
      {!released && <Typography.Text>No version of this type is released yet.</Typography.Text>}
      {columns.every((column) => isEmpty(column.numbers)) ? (
        <Typography.Text>No calls yet</Typography.Text>
      ) : (
        <ScorecardTable label="Scorecards, released and requested" columns={columns} />
      )}
    </>
  );
}
