import { Button, Flex, Spin, Typography } from '@portal/shared/antd';
import { RetryAlert } from '@portal/remote-kit';
import type { useTestCaseRun } from './use-test-case-run';

/** "3 of 12 cases done · 14 s" */
export function progressLine(done: number, total: number, elapsedMs: number) {
  return `${done} of ${total} ${total === 1 ? 'case' : 'cases'} done · ${Math.round(elapsedMs / 1000)} s`;
}

/**
 * A test-case run while it goes on: cases done of total, time, who started it, and Cancel for
 * its starter or an administrator. Read back from the API, so a reload shows it too.
 */
export function RunProgress({ run }: { run: ReturnType<typeof useTestCaseRun> }) {
  const { progress } = run;
  return (
    <Flex vertical gap={8}>
      <Flex wrap align="center" gap={12} role="status">
        <Spin size="small" />
        <Typography.Text>
          {progress
            ? `Running the test cases: ${progressLine(progress.done, progress.total, progress.elapsedMs)}, started by ${progress.startedBy}`
            : 'Running the test cases...'}
        </Typography.Text>
        {progress && (
          <progress
            aria-label="Test cases done"
            value={progress.done}
            max={Math.max(progress.total, 1)}
          />
        )}
        {progress?.canCancel && (
          <Button size="small" disabled={run.cancelling} onClick={run.cancel}>
            {run.cancelling ? 'Cancelling...' : 'Cancel run'}
          </Button>
        )}
      </Flex>
      {run.cancelFailure && <RetryAlert title={run.cancelFailure} onRetry={run.cancel} />}
    </Flex>
  );
}
