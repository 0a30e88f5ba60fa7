import { Button, Result } from '@portal/shared/antd';
import { StatusView } from '../components/status-view';
import { PORTAL_CONFIG_URL } from './start-portal';

/** The portal cannot run without its configuration: say so, never show a white page. */
export function StartupError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <StatusView fullPage>
      <Result
        status="error"
        title="Enterprise Portal could not start"
        subTitle={`Its configuration (${PORTAL_CONFIG_URL}) could not be loaded: ${error.message}`}
        extra={
          <Button type="primary" onClick={onRetry}>
            Retry
          </Button>
        }
      />
    </StatusView>
  );
}
