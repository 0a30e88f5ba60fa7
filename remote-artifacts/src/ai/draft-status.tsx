import { useEffect, useRef } from 'react';
import { Button, Flex, Typography } from '@portal/shared/antd';
import { Alert } from '@portal/shared/antd-nav';
import { RetryAlert } from '@portal/remote-kit';
import { NoModel } from './no-model';

interface DraftStatusProps {
  busy: boolean;
  /** e.g. 'Drafting…'. */
  busyText: string;
  /** e.g. 'Cancel draft': aborts the request. */
  cancelLabel: string;
  onCancel: () => void;
  error: string | null;
  onRetry: () => void;
  /** No model is configured: said instead of the error. */
  offline: boolean;
  /** What the last answer did to the form. */
  notice: string | null;
  /** Without a model, these words instead of the drafts' (research says its own). */
  noModel?: string;
}

/**
 * A draft's state under its controls: busy with Cancel, the failure with Retry, or what the
 * answer filled in. Focus follows it, so a keyboard user lands on what just happened.
 */
export function DraftStatus(props: DraftStatusProps) {
  const { busy, busyText, cancelLabel, onCancel, error, onRetry, offline, notice, noModel } = props;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  // Set by Cancel: focus then goes where the caller puts it, not to an earlier outcome.
  const cancelled = useRef(false);
  useEffect(() => {
    if (busy) cancelRef.current?.focus();
    else if (cancelled.current) cancelled.current = false;
    else if (error || notice || offline) outcomeRef.current?.focus();
  }, [busy, error, notice, offline]);

  if (busy) {
    return (
      <Flex gap={12} align="center" wrap>
        <Typography.Text role="status">{busyText}</Typography.Text>
        <Button
          ref={cancelRef}
          onClick={() => {
            cancelled.current = true;
            onCancel();
          }}
        >
          {cancelLabel}
        </Button>
      </Flex>
    );
  }
  if (offline) return <NoModel ref={outcomeRef} title={noModel} />;
  if (error) {
    return (
      <div ref={outcomeRef} tabIndex={-1}>
        <RetryAlert title={error} onRetry={onRetry} />
      </div>
    );
  }
  if (notice) {
    return (
      <div ref={outcomeRef} tabIndex={-1}>
        <Alert type="success" showIcon title={notice} role="status" />
      </div>
    );
  }
  return null;
}
