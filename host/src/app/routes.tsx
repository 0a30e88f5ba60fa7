import { lazy, Suspense } from 'react';
import { Navigate, useRoutes, type RouteObject } from '@portal/shared/router';
import { LoadingState } from '../components/loading-state';
import { RemotePage } from '../remotes/remote-page';
import { HomeRedirect, RequireSignedOut, RequireSignIn } from './route-guards';

// Loaded on the first /dashboard route: the sign-in pages need neither its code nor its antd
// kit (`@portal/shared/antd-nav`).
const DashboardShell = lazy(() =>
  import('../shell/dashboard-shell').then(({ DashboardShell }) => ({ default: DashboardShell })),
);

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
        element: (
          <Suspense fallback={<LoadingState fullPage />}>
            <DashboardShell />
          </Suspense>
        ),
        children: [
          { index: true, element: <RemotePage remote="remote_artifacts" module="DashboardPage" /> },
          {
            path: 'instruction-tuning',
            element: <RemotePage remote="remote_instructions" module="InstructionTuningPage" />,
          },
          {
            path: 'settings',
            element: <RemotePage remote="remote_settings" module="SettingsPage" />,
          },
          { path: 'users', element: <RemotePage remote="remote_settings" module="UsersPage" /> },
          {
            path: 'icp',
            element: <RemotePage remote="remote_settings" module="IcpManagementPage" />,
          },
          {
            path: 'usp',
            element: <RemotePage remote="remote_settings" module="UspManagementPage" />,
          },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

/** The route table, rendered inside whichever router the caller gives (browser or memory). */
export function PortalRoutes() {
  return useRoutes(routes);
}
