import { useEffect } from 'react';
import { Button, Typography } from '@portal/shared/antd';
import type { RemoteName } from '@portal/shared';
import { StatusMessage } from '../components/status-message';
import { REMOTE_AREAS } from './remote-areas';

interface RemoteFallbackProps {
  remote: RemoteName;
  error: Error;
  onRetry: () => void;
  fullPage?: boolean;
}

/** The runtime's messages carry arguments and doc links (kept in the console); show the gist. */
export function shortReason(error: Error): string {
  const text = error.message.replace(/^\[ Federation Runtime \]:?\s*/, '');
  const code = /#(RUNTIME-\d+)/.exec(text)?.[1];
  const gist = text.split(/\s#RUNTIME|\sargs:|\n/)[0]?.trim() || text;
  return code ? `${gist} (${code})` : gist;
}

/** Stands in for one area whose remote is down or broken; the rest of the portal works on. */
export function RemoteFallback({ remote, error, onRetry, fullPage }: RemoteFallbackProps) {
  useEffect(() => {
    // Its own chunk: reporting costs the sign-in page nothing until something fails.
    // A report that cannot be sent is dropped: it must not become an error of its own.
    import('./report-remote-failure')
      .then(({ reportRemoteFailure }) => reportRemoteFailure(remote, error))
      .catch(() => {});
  }, [remote, error]);

  return (
    <StatusMessage
      status="warning"
      title={`${REMOTE_AREAS[remote]} is unavailable`}
      fullPage={fullPage}
      action={
        <Button type="primary" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      This part of the portal ({remote}) could not be loaded. It may be down or being redeployed;
      the rest of the portal keeps working.
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {shortReason(error)}
      </Typography.Paragraph>
    </StatusMessage>
  );
}
