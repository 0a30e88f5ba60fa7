import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from '@portal/shared/router';
import {
  dashboardSearch,
  readDashboardParams,
  type DashboardParamChanges,
} from './dashboard-params';

/**
 * The dashboard's URL parameters, and `update` to change some of them. Changes replace the
 * current history entry: switching a tab or opening a form is a new state of the same page,
 * not a new page to go back through.
 */
export function useDashboardUrl() {
  const { search } = useLocation();
  const navigate = useNavigate();
  // Two updates in one event (e.g. a tab and its form) must both land: each builds on the last.
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);
  const params = useMemo(() => readDashboardParams(search), [search]);
  const update = useCallback(
    (changes: DashboardParamChanges) => {
      latest.current = dashboardSearch(latest.current, changes);
      void navigate({ search: latest.current }, { replace: true });
    },
    [navigate],
  );
  return { params, update };
}
