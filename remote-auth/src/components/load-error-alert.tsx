import { Button } from '@portal/shared/antd';
import { Alert } from '@portal/shared/antd-nav';

interface LoadErrorAlertProps {
  title: string;
  message: string | null;
  onRetry: () => void;
}

/** A list that failed to load: what failed, the server's message, and a way to try again. */
export function LoadErrorAlert({ title, message, onRetry }: LoadErrorAlertProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={message}
      action={
        <Button size="small" danger onClick={onRetry}>
          Retry
        </Button>
      }
      style={{ marginBottom: 24 }}
    />
  );
}
