import { useMemo } from 'react';
import { useLocation, useNavigate } from '@portal/shared/router';

/**
 * The page's URL query, and a way to move to another query of the same page: a new history
 * entry by default, so Back undoes it; `replace` for changes not worth a step of their own.
 */
export function usePageUrl() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const go = (next: URLSearchParams, options: { replace?: boolean } = {}) => {
    const query = next.toString();
    void navigate({ search: query ? `?${query}` : '' }, options);
  };
  return { params, go };
}
