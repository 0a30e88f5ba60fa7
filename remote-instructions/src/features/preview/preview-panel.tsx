import { useId, useState } from 'react';
import { Button, Flex, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-nav';
import type { Prompt, PromptType, RenderPromptRequest } from '@portal/contract';
import { EDIT_TYPES, recordKindFor } from '@portal/contract/template';
import { usePreview } from './use-preview';
import { usePreviewScope } from '../../preview-scope/use-preview-scope';
import { useTestRun } from '../../test-run/use-test-run';
import { useWorkspaceRecords } from '../../workspace-records/use-workspace-records';
import { previewRequest, sameRequest } from './preview-request';
import { ModelProviderNotice } from './model-provider-notice';
import { PreviewResult } from './preview-result';
import { PreviewScopeFields } from '../../preview-scope/preview-scope-fields';
import { ReleaseLine } from './release-line';
import { TestRunResult } from './test-run-result';
import { CompareModelField } from '../../test-run/compare-model-field';
import { RevisionRequestField } from './revision-request-field';
import { LoadingNotice, RetryAlert } from '@portal/remote-kit';

interface PreviewPanelProps {
  promptType: PromptType;
  /** The Instruction field as typed, not yet saved. */
  promptContent: string;
  /** The active version being edited; null for a new instruction. */
  editedPrompt: Prompt | null;
}

/**
 * Issue 20 'Preview': the draft rendered by the server on a workspace's real records, beside
 * the chosen tenant's active instruction, and a test run through the model provider. Renders
 * only on 'Preview' (not on every keystroke). Loaded lazily with the edit view.
 */
export default function PreviewPanel({
  promptType,
  promptContent,
  editedPrompt,
}: PreviewPanelProps) {
  const headingId = useId();
  const choice = usePreviewScope();
  const kind = recordKindFor(promptType);
  const { scope } = choice;
  const records = useWorkspaceRecords(kind, scope.tenantId, scope.workspaceId);
  // A record chosen for another type (ICP, then USP) is not one of this list.
  const recordId = records.records.some((record) => record.id === scope.recordId)
    ? scope.recordId
    : null;
  const readiness = previewRequest({
    promptType,
    promptContent,
    scope: { ...scope, recordId },
    noRecords: records.status === 'ready' && records.records.length === 0,
  });
  const current = readiness.ready ? readiness.request : null;

  const [asked, setAsked] = useState<RenderPromptRequest | null>(null);
  const preview = usePreview(asked);
  const testRun = useTestRun();
  const [compareModel, setCompareModel] = useState('');
  const [revisionRequest, setRevisionRequest] = useState('');
  const isEdit = (EDIT_TYPES as readonly PromptType[]).includes(promptType);
  const nameOf = (tenantId: string | null | undefined) =>
    choice.tenants.tenants.find((tenant) => tenant.id === tenantId)?.name ?? null;
  const tenantName = nameOf(asked?.tenantId) ?? 'the tenant';
  const chosenName = nameOf(scope.tenantId);

  const rendering = preview.status === 'loading' || preview.updating;
  const showPreview = () => {
    if (!current) return;
    if (sameRequest(current, asked)) preview.retry();
    else setAsked(current);
  };

  return (
    <Card role="region" aria-labelledby={headingId}>
      <Flex vertical gap={16}>
        <Typography.Title level={4} id={headingId} style={{ margin: 0, fontSize: 16 }}>
          Preview
        </Typography.Title>
        <Typography.Text type="secondary">
          The exact text the AI would receive, rendered from this draft on a workspace's records,
          beside the tenant's active instruction. Test run sends the call a draft makes, message for
          message, and shows the whole exchange.
        </Typography.Text>
        <PreviewScopeFields kind={kind} choice={choice} records={records} />
        {isEdit && <RevisionRequestField value={revisionRequest} onChange={setRevisionRequest} />}
        <CompareModelField value={compareModel} onChange={setCompareModel} />
        {scope.tenantId && chosenName && (
          <ReleaseLine tenantId={scope.tenantId} tenantName={chosenName} promptType={promptType} />
        )}
        <Flex wrap align="center" gap={8}>
          <Button type="primary" disabled={!current || rendering} onClick={showPreview}>
            {rendering ? 'Rendering...' : 'Preview'}
          </Button>
          <Button
            disabled={!current || testRun.running}
            onClick={() =>
              current &&
              testRun.run({
                ...current,
                ...(compareModel && { compareModel }),
                ...(isEdit && { request: revisionRequest }),
              })
            }
          >
            {testRun.running ? 'Running...' : 'Test run'}
          </Button>
          {!readiness.ready && <Typography.Text type="secondary">{readiness.hint}</Typography.Text>}
        </Flex>
        <ModelProviderNotice />
        {asked && current && !sameRequest(asked, current) && preview.preview && (
          <Typography.Text type="warning">
            The draft or the records chosen changed since this preview: press Preview to update it.
          </Typography.Text>
        )}
        {rendering && <LoadingNotice text="Rendering the preview..." />}
        {preview.status === 'error' && preview.error && (
          <RetryAlert title={preview.error} onRetry={preview.retry} />
        )}
        {preview.preview && preview.status === 'ready' && (
          <PreviewResult
            result={preview.preview}
            tenantName={tenantName}
            editedPrompt={editedPrompt}
          />
        )}
        <TestRunResult testRun={testRun} />
      </Flex>
    </Card>
  );
}
