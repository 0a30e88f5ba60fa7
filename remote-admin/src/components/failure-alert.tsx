import { Alert } from '@portal/shared/antd-nav';

/** An action that failed, inline above what it acted on, until closed or tried again. */
export function FailureAlert({ message, onClose }: { message: string; onClose?: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      closable={onClose ? { 'aria-label': 'Dismiss' } : false}
      onClose={onClose}
    />
  );
}
