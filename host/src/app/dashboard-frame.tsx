import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from '@portal/shared/router';
import type { PrefetchedPageRef } from '@portal/shared/remotes';
import { LoadingState } from '../components/loading-state';
import { useSettled } from '../components/use-settled';
import { requestRemotePage } from '../remotes/remote-page-requests';
import { requestPrefetch } from '../remotes/remote-prefetch';

/**
 * A page inside the dashboard shell: its path under /dashboard (none: the index), and the
 * module its remote exposes to start the page's first data, if any.
 */
export type DashboardPage = PrefetchedPageRef & { path?: string };

// Loaded on the first /dashboard route: the sign-in pages need neither its code nor its antd
// kit (`@portal/shared/antd-nav`).
let shell: Promise<ComponentType> | undefined;
const requestShell = () =>
  (shell ??= import('../shell/dashboard-shell').then(({ DashboardShell }) => DashboardShell));

const pageAt = (pages: DashboardPage[], pathname: string) => {
  const path = pathname.replace(/^\/dashboard\/?/, '').replace(/\/$/, '');
  return pages.find((candidate) => (candidate.path ?? '') === path);
};

/**
 * The /dashboard route: the shell, and meanwhile the page's remote and the page's first data
 * (its remote's prefetch). The page renders only inside the loaded shell, so without this its
 * remote would start loading only after the shell's code had arrived; the request is the one
 * RemotePage then uses.
 */
export function DashboardFrame({ pages }: { pages: DashboardPage[] }) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const page = pageAt(pages, pathname);
    if (page) void requestRemotePage(page.remote, page.module);
  }, [pathname, pages]);

  // Once, for the page the dashboard opened at: a later page loads its data as it shows.
  const [opened] = useState({ pathname, search });
  useEffect(() => {
    const page = pageAt(pages, opened.pathname);
    if (page?.prefetch) requestPrefetch(page.remote, page.prefetch, { search: opened.search });
  }, [pages, opened]);

  const loaded = useSettled(requestShell());
  if (!loaded) return <LoadingState fullPage />;
  if ('reason' in loaded) throw loaded.reason;
  const DashboardShell = loaded.value;
  return (
    // For what the shell itself may suspend on.
    <Suspense fallback={<LoadingState fullPage />}>
      <DashboardShell />
    </Suspense>
  );
}
