import { Button } from '@portal/shared/antd';
import { StatusMessage } from '../components/status-message';
import { PORTAL_CONFIG_URL } from './start-portal';

/** The portal cannot run without its configuration: say so, never show a white page. */
export function StartupError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <StatusMessage
      status="error"
      title="Enterprise Portal could not start"
      fullPage
      action={
        <Button type="primary" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      Its configuration ({PORTAL_CONFIG_URL}) could not be loaded: {error.message}
    </StatusMessage>
  );
}
