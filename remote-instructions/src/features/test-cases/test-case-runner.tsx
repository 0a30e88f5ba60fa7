import { useState } from 'react';
import { Button, Flex, Typography } from '@portal/shared/antd';
import type { Prompt, PromptType } from '@portal/contract';
import { useTestCaseRun, useVersionTestResults } from './use-test-case-run';
import { useModelProvider } from '../../test-run/use-test-run';
import { CompareModelField } from '../../test-run/compare-model-field';
import type { CaseScope } from './test-case-form-model';
import { runSummary } from './test-case-text';
import { NoModelNotice } from './no-model-notice';
import { TestCaseResults } from './test-case-results';
import { RetryAlert } from '@portal/remote-kit';
import { RunProgress } from './run-progress';

interface TestCaseRunnerProps {
  promptType: PromptType;
  promptContent: string;
  editedPrompt: Prompt | null;
  scope: CaseScope;
  caseCount: number;
}

/** 'Run test cases' where it can work: a saved instruction of this type, and a model. */
export function TestCaseRunner({ editedPrompt, promptType, ...rest }: TestCaseRunnerProps) {
  const provider = useModelProvider();
  // The run is the saved instruction's: its id names it and its type picks the cases.
  if (!editedPrompt || editedPrompt.promptType !== promptType) {
    return (
      <Typography.Text type="secondary">
        Save the instruction with this type to run its test cases.
      </Typography.Text>
    );
  }
  if (provider?.kind === 'offline') return <NoModelNotice />;
  return <DraftRun prompt={editedPrompt} {...rest} />;
}

interface DraftRunProps extends Omit<TestCaseRunnerProps, 'editedPrompt' | 'promptType'> {
  prompt: Prompt;
}

function readinessHint({ promptContent, scope, caseCount }: Omit<DraftRunProps, 'prompt'>) {
  if (promptContent.trim() === '') return 'Write the instruction to run its test cases.';
  if (!scope.tenantId || !scope.workspaceId) {
    return 'Choose a tenant and a workspace to run the test cases.';
  }
  if (caseCount === 0) return 'Add a test case to run.';
  return null;
}

/**
 * Runs the cases on the draft, beside the active version's latest results; with 'Compare
 * with', each case on a second model too, its results beside the first's.
 */
function DraftRun({ prompt, ...rest }: DraftRunProps) {
  const draftRun = useTestCaseRun(prompt.id);
  const active = useVersionTestResults(prompt.id, prompt.version);
  const [compareModel, setCompareModel] = useState('');
  const hint = readinessHint(rest);
  const { promptContent, scope } = rest;
  const request =
    scope.tenantId && scope.workspaceId
      ? {
          promptContent,
          tenantId: scope.tenantId,
          workspaceId: scope.workspaceId,
          ...(compareModel && { compareModel }),
        }
      : undefined;
  const run = () => request && draftRun.run(request);

  let activeLine = null;
  if (active.status === 'error' && active.error) {
    activeLine = <RetryAlert title={active.error} onRetry={active.retry} />;
  } else if (active.status === 'ready') {
    const summary = active.run ? runSummary(active.run) : 'not run yet';
    activeLine = (
      <Typography.Text>{`Active version V${prompt.version}: ${summary}`}</Typography.Text>
    );
  }

  let outcome = null;
  if (draftRun.running) outcome = <RunProgress run={draftRun} />;
  else if (draftRun.noModel) outcome = <NoModelNotice />;
  else if (draftRun.failure) {
    outcome = <RetryAlert title={draftRun.failure} onRetry={() => draftRun.retry(request)} />;
  } else if (draftRun.cancelled) {
    outcome = (
      <Typography.Text role="status">The run was cancelled: nothing was kept.</Typography.Text>
    );
  } else if (draftRun.result) {
    outcome = (
      <TestCaseResults
        run={draftRun.result}
        compare={draftRun.compare}
        activeRun={active.run}
        activeVersion={prompt.version}
      />
    );
  }

  return (
    <Flex vertical gap={12}>
      <CompareModelField
        value={compareModel}
        onChange={setCompareModel}
        disabled={draftRun.running}
      />
      <Flex wrap align="center" gap={8}>
        <Button type="primary" disabled={hint !== null || draftRun.running} onClick={run}>
          {draftRun.running ? 'Running...' : 'Run test cases'}
        </Button>
        {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
      </Flex>
      {activeLine}
      {outcome}
    </Flex>
  );
}
