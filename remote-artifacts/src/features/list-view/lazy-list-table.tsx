import { Component, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { RetryAlert } from '@portal/remote-kit';
import { ListLoading } from '../../components/list-loading';
import type { ListTableProps } from './list-table';
import type { LastUpdated } from './last-update-columns';

type TableModule = typeof import('./list-table');
let loading: Promise<TableModule> | null = null;
// A failed load is forgotten, so Retry asks again (React.lazy keeps its first answer).
const load = () =>
  (loading ??= import('./list-table').catch((reason: unknown) => {
    loading = null;
    throw reason;
  }));

class LoadFailed extends Component<
  { onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RetryAlert
        title="The list view could not be loaded."
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

/**
 * The list view's table, its own chunk (issue 37 §2): loaded the first time the list view
 * shows, with the list's loading text meanwhile, and Retry if it could not be loaded.
 */
export function LazyListTable<T extends { id: string; name: string } & LastUpdated>(
  props: ListTableProps<T> & { loadingText: string },
) {
  const { loadingText, ...table } = props;
  const [attempt, setAttempt] = useState(0);
  const Table = useMemo(
    () => lazy(() => load().then((code) => ({ default: code.ListTable }))),
    // A new attempt is a new lazy component: the old one keeps its failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [attempt],
  ) as unknown as TableModule['ListTable'];
  return (
    <LoadFailed onRetry={() => setAttempt((now) => now + 1)}>
      <Suspense fallback={<ListLoading text={loadingText} />}>
        <Table {...table} />
      </Suspense>
    </LoadFailed>
  );
}
