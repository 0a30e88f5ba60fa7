import type { ReactNode } from 'react';
import { Button } from '@portal/shared/antd';
import { Alert } from '@portal/shared/antd-nav';

interface RetryAlertProps {
  /** What failed, e.g. the server's message or 'Error loading USPs'. */
  title: ReactNode;
  /** The reason under the title, when the title only names what failed. */
  description?: ReactNode;
  onRetry: () => void;
}

/** Something failed to load or run: what, why, and a way to try again. */
export function RetryAlert({ title, description, onRetry }: RetryAlertProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={description}
      action={
        <Button size="small" danger onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
