import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from '@portal/shared/router';

/** How a change builds the next query from the latest one. */
export type SearchChange = (latest: URLSearchParams) => URLSearchParams;

/**
 * The page's URL query, and `change` to move to another query of the same page (a new
 * history entry unless `replace`; `state` goes with the entry, e.g. how it was reached). A change builds on the last query asked for, not on the
 * one last rendered: the router commits navigations in a transition, so a click or a
 * keystroke can come before the previous change has rendered, and building on the rendered
 * query would silently undo that change.
 */
export function useUrlSearch() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const change = useCallback(
    (next: SearchChange, options: { replace?: boolean; state?: unknown } = {}) => {
      const query = next(new URLSearchParams(latest.current)).toString();
      latest.current = query ? `?${query}` : '';
      void navigate({ search: latest.current }, options);
    },
    [navigate],
  );
  return { params, change };
}
