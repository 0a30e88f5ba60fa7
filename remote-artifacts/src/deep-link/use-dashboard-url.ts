import { useCallback, useMemo } from 'react';
import { useUrlSearch } from '@portal/remote-kit';
import {
  dashboardSearch,
  readDashboardParams,
  type DashboardParamChanges,
} from './dashboard-params';

/**
 * The dashboard's URL parameters, and `update` to change some of them. Changes replace the
 * current history entry: switching a tab or opening a form is a new state of the same page,
 * not a new page to go back through. Two updates in one event (a tab and its form) both land.
 */
export function useDashboardUrl() {
  const { params: search, change } = useUrlSearch();
  const params = useMemo(() => readDashboardParams(search.toString()), [search]);
  const update = useCallback(
    (changes: DashboardParamChanges) =>
      change((latest) => new URLSearchParams(dashboardSearch(latest.toString(), changes)), {
        replace: true,
      }),
    [change],
  );
  return { params, update };
}
