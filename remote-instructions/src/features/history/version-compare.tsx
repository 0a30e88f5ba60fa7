import { lazy, Suspense } from 'react';
import { Button, Flex } from '@portal/shared/antd';
import { LoadingNotice, RetryAlert, SectionHeading } from '@portal/remote-kit';
import { useCompareVersions } from './use-compare-versions';

// Its own chunk with the diff library: the list and the history never download it.
const VersionDiff = lazy(() => import('../../diff/version-diff'));

interface VersionCompareProps {
  promptId: string;
  /** The older version. */
  from: string;
  /** The newer version. */
  to: string;
  onBack: () => void;
}

/** Two versions of one instruction side by side, word-level changes marked. */
export function VersionCompare({ promptId, from, to, onBack }: VersionCompareProps) {
  const compare = useCompareVersions({
    fromId: promptId,
    fromVersion: from,
    toId: promptId,
    toVersion: to,
  });
  const loading = <LoadingNotice text="Loading versions..." />;

  return (
    <Flex vertical gap={16}>
      <SectionHeading
        title={`Compare V${from} with V${to}`}
        action={<Button onClick={onBack}>Back to history</Button>}
      />
      {compare.status === 'error' && compare.error && (
        <RetryAlert title={compare.error} onRetry={compare.retry} />
      )}
      {compare.pair ? (
        <Suspense fallback={loading}>
          <VersionDiff from={compare.pair.from} to={compare.pair.to} />
        </Suspense>
      ) : (
        compare.status === 'loading' && loading
      )}
    </Flex>
  );
}
