import { Navigate, useRoutes, type RouteObject } from '@portal/shared/router';
import { RemotePage } from '../remotes/remote-page';
import { DashboardFrame } from './dashboard-frame';
import { HomeRedirect, RequireSignedOut, RequireSignIn } from './route-guards';
import { DASHBOARD_PAGES, SIGN_IN_PAGES } from './route-pages';

/** Spec §2: every route, its guard and the exposed remote page it shows (route-pages.js). */
export const routes: RouteObject[] = [
  { path: '/', element: <HomeRedirect /> },
  {
    path: '/auth/login',
    element: <RequireSignedOut />,
    children: [{ index: true, element: <RemotePage {...SIGN_IN_PAGES['/auth/login']} fullPage /> }],
  },
  {
    element: <RequireSignIn />,
    children: [
      {
        path: '/auth/tenant-selection',
        element: <RemotePage {...SIGN_IN_PAGES['/auth/tenant-selection']} fullPage />,
      },
      {
        path: '/auth/workspace-selection',
        element: <RemotePage {...SIGN_IN_PAGES['/auth/workspace-selection']} fullPage />,
      },
      {
        path: '/dashboard',
        element: <DashboardFrame pages={DASHBOARD_PAGES} />,
        children: DASHBOARD_PAGES.map(({ path, ...page }) => {
          const element = <RemotePage {...page} />;
          return path ? { path, element } : { index: true, element };
        }),
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

/** The route table, rendered inside whichever router the caller gives (browser or memory). */
export function PortalRoutes() {
  return useRoutes(routes);
}
