import { Alert } from '@portal/shared/antd-nav';

/** A failed action on the list (e.g. a delete), until dismissed or the next action. */
export function ActionError({ message, onClose }: { message: string | null; onClose: () => void }) {
  if (!message) return null;
  return (
    <Alert
      type="error"
      showIcon
      closable={{ 'aria-label': 'Dismiss' }}
      title={message}
      onClose={onClose}
    />
  );
}
