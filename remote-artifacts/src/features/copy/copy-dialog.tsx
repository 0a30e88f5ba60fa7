import { Modal } from 'antd';
import { Button, Flex, Typography } from '@portal/shared/antd';
import { Alert } from '@portal/shared/antd-nav';
import { useNotices } from '../../notices/use-notices';
import { useWorkspaces } from '@portal/shared/data';
import { RetryAlert } from '@portal/remote-kit';
import { PlannedWrites } from '../../components/planned-writes';
import { recordsToWrite } from '../../components/preview-text';
import { useClosingModal } from '../../hooks/use-closing-modal';
import { CopyTarget } from './copy-target';
import {
  conflictText,
  copiedMessage,
  copyLabel,
  copySummary,
  createText,
  recordsText,
} from './copy-text';
import { COPY_FAILED, PREVIEW_FAILED, useCopy, type CopySource } from './use-copy';

export interface CopyDialogProps extends CopySource {
  /** Called once the dialog has closed (focus is back on the button that opened it). */
  onClosed: () => void;
}

/**
 * 'Copy to…' (issue 24 §3): a target workspace chosen, the preview of what the copy creates and
 * which names clash (nothing written), one choice for the clashes, then 'Copy N records'
 * writes. Takes several ids of each kind: a card copies one, a selection many.
 */
export function CopyDialog({ onClosed, ...source }: CopyDialogProps) {
  const { open, close } = useClosingModal();
  const notices = useNotices();
  const flow = useCopy(source);
  const { preview, problem, status, target } = flow;
  const { workspaces } = useWorkspaces(target?.tenantId ?? null);
  const toWrite = preview ? recordsToWrite(preview) : 0;
  const failed = problem?.step === 'preview' ? PREVIEW_FAILED : COPY_FAILED;

  const write = async () => {
    const written = await flow.confirm();
    if (written === null) return;
    const name = workspaces.find(({ id }) => id === target?.workspaceId)?.name ?? '';
    notices.done(copiedMessage(written, name));
    close();
  };

  return (
    <Modal
      open={open}
      title="Copy to another workspace"
      okText={preview ? copyLabel(toWrite) : 'Copy'}
      cancelText="Cancel"
      okButtonProps={{ disabled: !preview || toWrite === 0 || status === 'checking' }}
      confirmLoading={status === 'writing'}
      onOk={() => void write()}
      onCancel={close}
      afterClose={onClosed}
      width={640}
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>
          Copies {recordsText(source.icpIds.length, source.uspIds.length)} into the workspace you
          choose. Nothing is written until you confirm.
        </Typography.Paragraph>
        <CopyTarget
          from={source.from}
          target={target}
          disabled={status === 'writing'}
          onChange={flow.chooseTarget}
        />
        {status === 'checking' && (
          <Typography.Text role="status">Checking the workspace...</Typography.Text>
        )}
        {problem?.step === 'stale' && (
          <Alert
            type="warning"
            showIcon
            title="The target workspace changed since the preview: nothing was copied."
            action={
              <Button size="small" onClick={flow.previewAgain}>
                Preview again
              </Button>
            }
          />
        )}
        {problem && problem.step !== 'stale' && (
          <RetryAlert
            title={failed}
            description={problem.message === failed ? undefined : problem.message}
            onRetry={problem.step === 'preview' ? flow.previewAgain : () => void write()}
          />
        )}
        {preview && (
          <PlannedWrites
            summary={copySummary(preview)}
            create={preview.create}
            conflicts={preview.conflicts}
            createText={createText}
            conflictText={conflictText}
            choice={flow.choice}
            busy={status !== 'idle'}
            onChoice={flow.changeChoice}
          />
        )}
      </Flex>
    </Modal>
  );
}
