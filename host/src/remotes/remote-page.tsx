import { Suspense, useLayoutEffect, useState, type ComponentType } from 'react';
import type { RemotePageRef } from '@portal/shared/remotes';
import { ErrorBoundary } from '../components/error-boundary';
import { LoadingState } from '../components/loading-state';
import { useSettled } from '../components/use-settled';
import { replacePrerendered } from '../prerender/prerendered-page';
import { RemoteFallback } from './remote-fallback';
import { requestRemotePage } from './remote-page-requests';

/** The remote and its exposed module without `./` (`LoginPage`), as the contract lists them. */
type RemotePageProps = RemotePageRef & {
  /** Sign-in pages fill the window; dashboard pages fill the shell's content area. */
  fullPage?: boolean;
};

interface LoadedPageProps {
  request: Promise<ComponentType>;
  remote: string;
  module: string;
  fullPage?: boolean;
}

function LoadedPage({ request, remote, module, fullPage }: LoadedPageProps) {
  const loaded = useSettled(request);
  if (!loaded) return <LoadingState fullPage={fullPage} />;
  if ('reason' in loaded) throw loaded.reason;
  return <LivePage Page={loaded.value} remote={remote} module={module} />;
}

function LivePage({
  Page,
  remote,
  module,
}: {
  Page: ComponentType;
  remote: string;
  module: string;
}) {
  // The live page is in the document (its own effects have run): it takes the pre-rendered
  // one's place, with what was typed there.
  // Before the browser paints: the two never show (nor are found) together.
  useLayoutEffect(() => replacePrerendered({ remote, module }), [remote, module]);
  return <Page />;
}

function RemoteArea({ remote, module, fullPage }: RemotePageProps) {
  const [attempt, setAttempt] = useState(() => ({
    count: 0,
    request: requestRemotePage(remote, module),
  }));
  const retry = () => {
    const request = requestRemotePage(remote, module, { retry: true });
    setAttempt(({ count }) => ({ count: count + 1, request }));
  };

  // One boundary for both failures: the load rejecting and the page throwing while rendering.
  return (
    <ErrorBoundary
      key={attempt.count}
      fallback={(error) => (
        <RemoteFallback remote={remote} error={error} onRetry={retry} fullPage={fullPage} />
      )}
    >
      {/* For what the page itself may suspend on: its own code's lazy parts. */}
      <Suspense fallback={<LoadingState fullPage={fullPage} />}>
        <LoadedPage request={attempt.request} remote={remote} module={module} fullPage={fullPage} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Renders one exposed page of a remote, loaded at run time, with loading and fallback states. */
export function RemotePage(props: RemotePageProps) {
  // A new page is a new area: its own request, attempts and boundary.
  return <RemoteArea key={`${props.remote}/${props.module}`} {...props} />;
}
