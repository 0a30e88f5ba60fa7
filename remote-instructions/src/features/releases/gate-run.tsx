import { Flex, Typography } from '@portal/shared/antd';
import type { ReleaseRequestDetail } from '@portal/contract';
import { RefusableButton, RetryAlert } from '@portal/remote-kit';
import { useTestCaseRun } from '../test-cases/use-test-case-run';
import { usePreviewScope } from '../../preview-scope/use-preview-scope';
import { releaseRequestKey } from './use-release-requests';
import { useModelProvider } from '../../test-run/use-test-run';
import { useWorkspaceRecords } from '../../workspace-records/use-workspace-records';
import { RELEASE_READ_ONLY_REASONS } from '../../messages';
import { runSummary } from '../test-cases/test-case-text';
import { PreviewScopeFields } from '../../preview-scope/preview-scope-fields';
import { NoModelNotice } from '../test-cases/no-model-notice';
import { RunProgress } from '../test-cases/run-progress';

interface GateRunProps {
  request: ReleaseRequestDetail;
  /** Editors and up run test cases; a viewer sees why not. */
  mayRun: boolean;
}

/**
 * 'Run test cases' on the requested version's exact text, in a workspace chosen here (the
 * session's by default, as the edit view's): its results become the version's, and the gate
 * above reloads. Instead, without a model, what an administrator does to connect one.
 */
export function GateRun({ request, mayRun }: GateRunProps) {
  const provider = useModelProvider();
  const choice = usePreviewScope();
  const noRecords = useWorkspaceRecords(null, null, null);
  const run = useTestCaseRun(request.promptId, [releaseRequestKey(request.id)]);
  const { tenantId, workspaceId } = choice.scope;

  if (provider?.kind === 'offline' || run.noModel) return <NoModelNotice />;
  const hint =
    tenantId && workspaceId ? null : 'Choose a tenant and a workspace to run the test cases.';
  const asked =
    tenantId && workspaceId
      ? { promptContent: request.promptContent, tenantId, workspaceId }
      : undefined;
  const start = () => asked && run.run(asked);

  return (
    <Flex vertical gap={12}>
      {mayRun && <PreviewScopeFields kind={null} choice={choice} records={noRecords} />}
      <Flex wrap align="center" gap={8}>
        <RefusableButton
          refusal={mayRun ? null : RELEASE_READ_ONLY_REASONS.runTestCases}
          disabled={hint !== null || run.running}
          onClick={start}
        >
          {run.running ? 'Running...' : 'Run test cases'}
        </RefusableButton>
        {mayRun && hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
      </Flex>
      {run.running && <RunProgress run={run} />}
      {run.failure && <RetryAlert title={run.failure} onRetry={() => run.retry(asked)} />}
      {run.cancelled && (
        <Typography.Text role="status">The run was cancelled: nothing was kept.</Typography.Text>
      )}
      {run.result && !run.running && (
        <Typography.Text role="status">
          {`Run on ${run.result.model}: ${runSummary(run.result)} on this version.`}
        </Typography.Text>
      )}
    </Flex>
  );
}
