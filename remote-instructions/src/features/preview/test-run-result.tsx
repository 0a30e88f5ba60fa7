import { Flex, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-nav';
import type { useTestRun } from '../../test-run/use-test-run';
import { LoadingNotice, RetryAlert } from '@portal/remote-kit';

/** What the last 'Test run' answered: the provider's output, its model and the time taken. */
export function TestRunResult({ testRun }: { testRun: ReturnType<typeof useTestRun> }) {
  const { running, result, failure } = testRun;
  if (running) return <LoadingNotice text="Running the test..." />;
  if (failure) return <RetryAlert title={failure} onRetry={testRun.retry} />;
  if (!result) return null;
  return (
    <Card size="small" title="Test run output" role="region" aria-label="Test run output">
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{`Model: ${result.model} · ${result.ms} ms`}</Typography.Text>
        <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.6 }}>
          {result.output}
        </div>
      </Flex>
    </Card>
  );
}
