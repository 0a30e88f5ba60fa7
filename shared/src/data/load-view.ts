import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../api';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What a screen shows for a query: every list of the portal reads it the same way. */
export interface LoadView {
  /** idle: nothing asked yet (e.g. no scope); loading: first load or a Retry in flight. */
  status: LoadStatus;
  /** A reload of data already shown is in flight (the 'Updating...' banner). */
  updating: boolean;
  /** The message to show when status is 'error'. */
  error: string | null;
  retry: () => void;
}

export function loadView(query: UseQueryResult<unknown>, fallback: string): LoadView {
  const fetching = query.fetchStatus === 'fetching';
  let status: LoadStatus;
  if (query.isSuccess) status = 'ready';
  else if (fetching) status = 'loading';
  else if (query.isError) status = 'error';
  else status = 'idle';
  return {
    status,
    updating: query.isSuccess && fetching,
    error: status === 'error' ? errorMessage(query.error, fallback) : null,
    retry: () => void query.refetch(),
  };
}
