import type { ReactNode } from 'react';
import type { LoadView } from '@portal/shared/data';
import { LoadingNotice, RetryAlert } from '@portal/remote-kit';

interface LoadStateProps {
  view: LoadView;
  /** 'Loading accounts...' */
  loading: string;
  /** 'Error loading accounts': the title; the API's reason, when it gave one, under it. */
  failed: string;
  children: ReactNode;
}

/** A list's first load, its failure with Retry, else the list. */
export function LoadState({ view, loading, failed, children }: LoadStateProps) {
  if (view.status === 'error') {
    return (
      <RetryAlert
        title={failed}
        description={view.error !== failed ? view.error : undefined}
        onRetry={view.retry}
      />
    );
  }
  if (view.status !== 'ready') return <LoadingNotice text={loading} />;
  return children;
}
