import { useRef, useState } from 'react';
import { Modal } from 'antd';
import { Flex, Typography } from '@portal/shared/antd';
import { Alert } from '@portal/shared/antd-nav';
import type { Prompt } from '@portal/contract';
import { RELEASE_LIMITS } from '@portal/contract/limits';
import { useRequestRelease } from './use-release-actions';
import { TextField } from './text-field';

interface RequestReleaseDialogProps {
  /** The active version, the one a request may name. */
  version: Prompt;
  /** Once the dialog has closed after the request was made: its id. */
  onRequested: (requestId: string) => void;
  /** Once the dialog has closed without a request (focus is back on its button). */
  onClosed: () => void;
}

/**
 * Issue 35 §2: an editor asks for the active version to be released, with a note for the
 * reviewer. A refusal (another request open, the version released already, a newer edit)
 * shows here as the API words it.
 */
export default function RequestReleaseDialog({
  version,
  onRequested,
  onClosed,
}: RequestReleaseDialogProps) {
  const [open, setOpen] = useState(true);
  const [note, setNote] = useState('');
  const asking = useRequestRelease();
  const created = useRef<string | null>(null);

  const submit = async () => {
    const request = await asking.run({
      promptId: version.id,
      version: version.version,
      note: note.trim(),
    });
    if (!request) return;
    created.current = request.id;
    setOpen(false);
  };

  return (
    <Modal
      open={open}
      title={`Request the release of V${version.version}`}
      okText={asking.busy ? 'Requesting...' : 'Request release'}
      cancelText="Cancel"
      confirmLoading={asking.busy}
      onOk={() => void submit()}
      onCancel={() => setOpen(false)}
      afterClose={() => (created.current ? onRequested(created.current) : onClosed())}
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {`A releaser reviews "${version.description}" V${version.version} beside the released text and its test results, then chooses which tenants' AI receives it. Until then every tenant keeps what it uses now.`}
        </Typography.Paragraph>
        <TextField
          label="Note for the reviewer"
          hint="What changed and why."
          value={note}
          onChange={setNote}
          maxLength={RELEASE_LIMITS.note}
          disabled={asking.busy}
          rows={4}
        />
        {asking.failure && <Alert type="error" showIcon title={asking.failure} />}
      </Flex>
    </Modal>
  );
}
