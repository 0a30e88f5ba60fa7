import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from '@portal/shared/router';
import type { RemotePageRef } from '@portal/shared/remotes';
import { LoadingState } from '../components/loading-state';
import { requestRemotePage } from '../remotes/remote-page-requests';

/** A page inside the dashboard shell: its path under /dashboard (none: the index). */
export type DashboardPage = RemotePageRef & { path?: string };

// Loaded on the first /dashboard route: the sign-in pages need neither its code nor its antd
// kit (`@portal/shared/antd-nav`).
const DashboardShell = lazy(() =>
  import('../shell/dashboard-shell').then(({ DashboardShell }) => ({ default: DashboardShell })),
);

/**
 * The /dashboard route: the shell, and meanwhile the page's remote. The page renders only
 * inside the loaded shell, so without this its remote would start loading only after the
 * shell's code had arrived; the request is the one RemotePage then uses.
 */
export function DashboardFrame({ pages }: { pages: DashboardPage[] }) {
  const { pathname } = useLocation();
  useEffect(() => {
    const path = pathname.replace(/^\/dashboard\/?/, '').replace(/\/$/, '');
    const page = pages.find((candidate) => (candidate.path ?? '') === path);
    if (page) void requestRemotePage(page.remote, page.module);
  }, [pathname, pages]);

  return (
    <Suspense fallback={<LoadingState fullPage />}>
      <DashboardShell />
    </Suspense>
  );
}
