import { useCallback, useEffect, useState } from 'react';
import { useSession } from '@portal/shared';

interface ScopedItem {
  id: string;
  tenantId: string;
  workspaceId: string;
}

interface Loaded<T> {
  /** Which scope and attempt the items (or error) answer. */
  request: string | null;
  items: T[];
  error: string | null;
}

export type ListStatus = 'idle' | 'loading' | 'ready' | 'error';

const NOTHING_LOADED = { request: null, items: [], error: null };

const scopeOf = (item: ScopedItem) => `${item.tenantId}/${item.workspaceId}`;

/**
 * The items of the selected workspace (spec §4): loaded whenever both tenant and workspace
 * are selected, none without both. While a reload runs the previous items stay; an answer for
 * a scope no longer selected is dropped. `load` rejects with the message to show.
 */
export function useWorkspaceList<T extends ScopedItem>(
  load: (tenantId: string, workspaceId: string) => Promise<T[]>,
) {
  const tenantId = useSession((state) => state.selectedTenant?.id);
  const workspaceId = useSession((state) => state.selectedWorkspace?.id);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T>>(NOTHING_LOADED);
  const scope = tenantId && workspaceId ? `${tenantId}/${workspaceId}` : null;
  const request = scope && `${scope}#${attempt}`;

  // Without a scope nothing is shown, so a later scope never shows an older one's items.
  if (!scope && loaded.request !== null) setLoaded(NOTHING_LOADED);

  useEffect(() => {
    if (!tenantId || !workspaceId || !request) return;
    let current = true;
    load(tenantId, workspaceId).then(
      (items) => current && setLoaded({ request, items, error: null }),
      (error: Error) => current && setLoaded({ request, items: [], error: error.message }),
    );
    return () => {
      current = false;
    };
  }, [load, tenantId, workspaceId, request]);

  let status: ListStatus = 'ready';
  if (!request) status = 'idle';
  else if (loaded.request !== request) status = 'loading';
  else if (loaded.error !== null) status = 'error';

  /** Adds a saved item, or replaces the one with its id in place; ignored for another scope. */
  const put = useCallback((saved: T) => {
    setLoaded((previous) => {
      if (!previous.request?.startsWith(`${scopeOf(saved)}#`)) return previous;
      const exists = previous.items.some((item) => item.id === saved.id);
      const items = exists
        ? previous.items.map((item) => (item.id === saved.id ? saved : item))
        : [...previous.items, saved];
      return { ...previous, items };
    });
  }, []);

  const remove = useCallback((id: string) => {
    setLoaded((previous) => ({
      ...previous,
      items: previous.items.filter((item) => item.id !== id),
    }));
  }, []);

  return {
    items: scope ? loaded.items : [],
    status,
    error: loaded.error,
    reload: useCallback(() => setAttempt((count) => count + 1), []),
    put,
    remove,
    scope,
  };
}
