import { useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { sessionStore } from '@portal/shared';
import { queryClient } from '@portal/shared/data';
import { useLocation } from '@portal/shared/router';
import {
  clearLastSeen,
  fillLastSeen,
  readLastSeen,
  saveLastSeen,
} from '@portal/remote-kit/last-seen';
import { useDashboardUrl } from '../deep-link/use-dashboard-url';
import { workspaceListKey } from '../workspace-scope/workspace-list-query';
import type { ScopeProps } from '../workspace-scope/scope';

// Signing out forgets what was seen (a later sign-in is another session, which is never shown
// an earlier one's copy either: readLastSeen).
sessionStore.subscribe((state, previous) => {
  if (previous.isAuthenticated && !state.isAuthenticated) clearLastSeen();
});

/**
 * The workspace's ICP list: whether it has answered (or failed), so that the live tab has a
 * state of its own to show, and when its items last arrived with no reload under way ('' while
 * one is).
 */
function useIcpList({ tenantId, workspaceId }: ScopeProps['scope']) {
  const key = workspaceListKey('icps', tenantId, workspaceId);
  const state = useSyncExternalStore(
    (changed) => queryClient.getQueryCache().subscribe(changed),
    () => {
      const query = queryClient.getQueryState(key);
      if (!query) return '';
      return `${query.status} ${query.fetchStatus === 'idle' ? query.dataUpdatedAt : ''}`;
    },
  );
  const [status = '', loadedAt = ''] = state.split(' ');
  return { settled: status === 'success' || status === 'error', loadedAt };
}

/** The last-seen copy, inert, where the live tab will be (remote-kit's fillLastSeen). */
function LastSeenCopy({ snapshot }: { snapshot: NonNullable<ReturnType<typeof readLastSeen>> }) {
  const ref = useRef<HTMLDivElement>(null);
  // Before the browser paints: the copy the pre-rendered page showed shows on, unchanged.
  useLayoutEffect(() => {
    if (ref.current) fillLastSeen(ref.current, snapshot);
  }, [snapshot]);
  return <div ref={ref} />;
}

/**
 * The ICP tab (`children`), with the list this session last saw of the workspace standing in
 * for it until the workspace's list has answered: the cards painted from the portal's HTML
 * stay where they are (no loading state between them and the live ones). Once the live list
 * shows, a copy of it is kept for the next cold load (issue 37 §6).
 */
export function LastSeenPane({ scope, children }: ScopeProps & { children: ReactNode }) {
  const { params } = useDashboardUrl();
  const { search } = useLocation();
  const { settled, loadedAt } = useIcpList(scope);
  const { tenantId, workspaceId } = scope;
  // Read once: a list that answered before this tab mounted needs no stand-in, and once the
  // live list has shown, or another workspace is chosen, it is gone for good.
  const [snapshot, setSnapshot] = useState(() => (settled ? null : readLastSeen(search)));
  const sameScope = snapshot?.tenantId === tenantId && snapshot?.workspaceId === workspaceId;
  if (snapshot && (settled || !sameScope)) setSnapshot(null);
  const live = useRef<HTMLDivElement>(null);
  const standIn = snapshot !== null && sameScope && !settled;
  // The list as the tab first shows it (no form open, no reload under way); a search typed
  // later is not kept.
  const shownAt = params.edit === null && loadedAt !== '' ? loadedAt : null;

  useLayoutEffect(() => {
    if (shownAt === null || !live.current || !tenantId || !workspaceId) return;
    const content = live.current;
    // Once the browser has painted the live list: the copy costs the user no frame.
    const timer = setTimeout(() => saveLastSeen({ tenantId, workspaceId }, content), 500);
    return () => clearTimeout(timer);
  }, [shownAt, tenantId, workspaceId]);

  return (
    <>
      {standIn && <LastSeenCopy snapshot={snapshot} />}
      <div ref={live} hidden={standIn}>
        {children}
      </div>
    </>
  );
}
