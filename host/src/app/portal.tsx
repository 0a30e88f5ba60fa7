import { useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { LoadingState } from '../components/loading-state';
import { useSettled } from '../components/use-settled';
import { StartupError } from '../startup/startup-error';
import { PortalProviders } from './portal-providers';

interface PortalProps {
  /** The first start, begun before React renders. */
  startup: Promise<void>;
  start: () => Promise<void>;
  /** What to show once started: the router. */
  children: ReactNode;
}

function Started({ startup, children }: { startup: Promise<void>; children: ReactNode }) {
  const started = useSettled(startup);
  if (!started) return <LoadingState label="Starting Enterprise Portal…" fullPage />;
  if ('reason' in started) throw started.reason;
  return children;
}

/** Starts the portal (config, remotes, session) and shows the app, or why it could not start. */
export function Portal({ startup, start, children }: PortalProps) {
  const [attempt, setAttempt] = useState({ count: 0, startup });
  const retry = () => {
    const next = start();
    setAttempt(({ count }) => ({ count: count + 1, startup: next }));
  };

  return (
    <PortalProviders>
      <ErrorBoundary
        key={attempt.count}
        fallback={(error) => <StartupError error={error} onRetry={retry} />}
      >
        <Started startup={attempt.startup}>{children}</Started>
      </ErrorBoundary>
    </PortalProviders>
  );
}
