import { lazy, Suspense } from 'react';
import type { ReleaseRequestDetail } from '@portal/contract';
import { LoadingNotice } from '@portal/remote-kit';
import { ReleaseSection } from './release-section';

// Issue 39 §4: its own chunk, as the diff.
const ScorecardComparison = lazy(() => import('../scorecard/scorecard-comparison'));

/** How the requested version did in use, beside the released one. */
export function RequestScorecard({ request }: { request: ReleaseRequestDetail }) {
  return (
    <ReleaseSection title="Scorecard">
      <Suspense fallback={<LoadingNotice text="Loading the scorecards..." />}>
        <ScorecardComparison request={request} />
      </Suspense>
    </ReleaseSection>
  );
}
