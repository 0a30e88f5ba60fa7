import { Navigate, useRoutes, type RouteObject } from '@portal/shared/router';
import { RemotePage } from '../remotes/remote-page';
import { DashboardFrame, type DashboardPage } from './dashboard-frame';
import { HomeRedirect, RequireSignedOut, RequireSignIn } from './route-guards';

/**
 * The pages of the dashboard shell, by their path under /dashboard. Each remote/module pair
 * is checked against the remotes' contract (@portal/shared/remotes).
 */
const DASHBOARD_PAGES: DashboardPage[] = [
  { remote: 'remote_artifacts', module: 'DashboardPage', prefetch: 'DashboardPrefetch' },
  { path: 'instruction-tuning', remote: 'remote_instructions', module: 'InstructionTuningPage' },
  { path: 'settings', remote: 'remote_settings', module: 'SettingsPage' },
  { path: 'users', remote: 'remote_settings', module: 'UsersPage' },
  { path: 'icp', remote: 'remote_settings', module: 'IcpManagementPage' },
  { path: 'usp', remote: 'remote_settings', module: 'UspManagementPage' },
];

/** Spec §2: every route, its guard and the exposed remote page it shows. */
export const routes: RouteObject[] = [
  { path: '/', element: <HomeRedirect /> },
  {
    path: '/auth/login',
    element: <RequireSignedOut />,
    children: [
      { index: true, element: <RemotePage remote="remote_auth" module="LoginPage" fullPage /> },
    ],
  },
  {
    element: <RequireSignIn />,
    children: [
      {
        path: '/auth/tenant-selection',
        element: <RemotePage remote="remote_auth" module="TenantSelectionPage" fullPage />,
      },
      {
        path: '/auth/workspace-selection',
        element: <RemotePage remote="remote_auth" module="WorkspaceSelectionPage" fullPage />,
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
