import { useState } from 'react';
import { Modal, Upload } from 'antd';
import { Button, Checkbox, Flex, Typography } from '@portal/shared/antd';
import { Alert } from '@portal/shared/antd-nav';
import { useNotices } from '../../notices/use-notices';
import type { ExchangeDialogProps } from './export-dialog';
import {
  conflictText,
  createText,
  importedMessage,
  importLabel,
  previewSummary,
  rowErrorText,
} from './import-preview';
import { PlannedWrites } from '../../components/planned-writes';
import { PreviewList } from '../../components/preview-list';
import { recordsToWrite } from '../../components/preview-text';
import { useClosingModal } from '../../hooks/use-closing-modal';
import { ImportRejected } from './import-rejected';
import { type ImportDone, useImport } from './use-import';

/**
 * 'Import': a file chosen or dropped, its preview from the API (nothing written), one choice
 * for name clashes, then 'Import N records' writes; the lists reload. A file with errors is
 * imported all or nothing unless staff choose to import the valid rows and list the rest
 * (issue 37 §4): the dialog then stays open on the rows left out, downloadable.
 */
export function ImportDialog({ scope, kind, onClosed }: ExchangeDialogProps) {
  const { open, close } = useClosingModal();
  const notices = useNotices();
  const flow = useImport(scope, kind);
  const { preview, problem, status } = flow;
  const kindName = kind === 'icp' ? 'ICPs' : 'USPs';
  const [done, setDone] = useState<ImportDone | null>(null);
  const toWrite = preview ? recordsToWrite(preview) : 0;
  const hasErrors = (preview?.errors.length ?? 0) > 0;
  const validRows = flow.mode === 'valid-rows';
  const blocked = !preview || (hasErrors && !validRows) || toWrite === 0;

  const write = async () => {
    const written = await flow.confirm();
    if (written === null) return;
    notices.done(importedMessage(written.written));
    if (written.rejected.length > 0) setDone(written);
    else close();
  };

  if (done && flow.file)
    return (
      <Modal
        open={open}
        title={`Import ${kindName}`}
        onCancel={close}
        afterClose={onClosed}
        width={640}
        footer={
          <Button type="primary" onClick={close}>
            Done
          </Button>
        }
      >
        <ImportRejected file={flow.file} done={done} />
      </Modal>
    );

  return (
    <Modal
      open={open}
      title={`Import ${kindName}`}
      okText={preview && !blocked ? importLabel(toWrite) : 'Import'}
      cancelText="Cancel"
      okButtonProps={{ disabled: blocked || status === 'checking' }}
      confirmLoading={status === 'writing'}
      onOk={() => void write()}
      onCancel={close}
      afterClose={onClosed}
      width={640}
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>
          A JSON pack brings its ICPs and USPs; a CSV file holds {kindName}. Nothing is written
          until you confirm.
        </Typography.Paragraph>
        <Upload.Dragger
          accept=".json,.csv,application/json,text/csv"
          multiple={false}
          showUploadList={false}
          disabled={status === 'writing'}
          beforeUpload={(file) => {
            void flow.choose(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Typography.Text strong>Choose a file or drop it here</Typography.Text>
          <br />
          <Typography.Text type="secondary">
            {flow.file ? `Chosen: ${flow.file.name}` : '.json or .csv'}
          </Typography.Text>
        </Upload.Dragger>
        {status === 'checking' && (
          <Typography.Text role="status">Checking the file...</Typography.Text>
        )}
        {problem && (
          <Alert
            type="error"
            showIcon
            title={problem.message}
            description={
              problem.errors.length > 0 && (
                <PreviewList title="Rows with errors" items={problem.errors} text={rowErrorText} />
              )
            }
          />
        )}
        {preview && (
          <>
            <PlannedWrites
              summary={previewSummary(preview)}
              create={preview.create}
              conflicts={preview.conflicts}
              createText={createText}
              conflictText={conflictText}
              choice={flow.choice}
              busy={status !== 'idle'}
              onChoice={flow.changeChoice}
            />
            <PreviewList
              title="Rows with errors"
              items={preview.errors}
              text={rowErrorText}
              type="danger"
            />
            {hasErrors && toWrite > 0 && (
              <Checkbox
                checked={validRows}
                disabled={status !== 'idle'}
                onChange={(event) =>
                  flow.changeMode(event.target.checked ? 'valid-rows' : 'all-or-nothing')
                }
              >
                Import the valid rows and list the rest
              </Checkbox>
            )}
            {hasErrors && (
              <Alert
                type="warning"
                showIcon
                title={
                  validRows
                    ? 'The rows with errors are left out: after the import you can download them with the reasons.'
                    : `Nothing can be imported while the file has errors: fix them and choose the file again${toWrite > 0 ? ', or import the valid rows and list the rest' : ''}.`
                }
              />
            )}
          </>
        )}
      </Flex>
    </Modal>
  );
}
