import { Flex } from '@portal/shared/antd';
import type { useTestRun } from '../../test-run/use-test-run';
import { LoadingNotice, RetryAlert } from '@portal/remote-kit';
import { MessagesSent } from './messages-sent';
import { TestRunAnswerCard } from './test-run-answer';

/**
 * What the last 'Test run' answered: the whole exchange (every message sent, the raw answer,
 * what a draft would make of it, time, tokens, cost) and a second model's answer beside it.
 */
export function TestRunResult({ testRun }: { testRun: ReturnType<typeof useTestRun> }) {
  const { running, result, failure } = testRun;
  if (running) return <LoadingNotice text="Running the test..." />;
  if (failure) return <RetryAlert title={failure} onRetry={testRun.retry} />;
  if (!result) return null;
  const typed = result.responseFormat === 'json';
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={12}>
        <TestRunAnswerCard title="Test run output" answer={result} typed={typed} />
        {result.compare && (
          <TestRunAnswerCard
            title={`Test run output: ${result.compare.model}`}
            answer={result.compare}
            typed={typed}
          />
        )}
      </Flex>
      <MessagesSent result={result} />
    </Flex>
  );
}
