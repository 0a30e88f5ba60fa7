import { RetryAlert } from '@portal/remote-kit';

interface LoadErrorAlertProps {
  title: string;
  message: string | null;
  onRetry: () => void;
}

/** A list that failed to load: what failed, the server's message, and a way to try again. */
export function LoadErrorAlert({ title, message, onRetry }: LoadErrorAlertProps) {
  return (
    <RetryAlert
      title={title}
      description={message}
      onRetry={onRetry}
      style={{ marginBottom: 24 }}
    />
  );
}
