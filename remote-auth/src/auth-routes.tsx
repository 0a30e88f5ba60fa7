import type { RouteObject } from '@portal/shared/router';
import LoginPage from './pages/login-page';
import TenantSelectionPage from './pages/tenant-selection-page';
import WorkspaceSelectionPage from './pages/workspace-selection-page';

/** The pages of this remote by the name a foreign host asks for, with their spec §2 routes. */
export const AUTH_PAGE_PATHS = {
  login: '/auth/login',
  'tenant-selection': '/auth/tenant-selection',
  'workspace-selection': '/auth/workspace-selection',
} as const;

export type AuthPage = keyof typeof AUTH_PAGE_PATHS;

/** This remote's routes, for hosts that run it alone (dev shell, single-spa), in a data router. */
export const authRoutes: RouteObject[] = [
  { path: AUTH_PAGE_PATHS.login, element: <LoginPage /> },
  { path: AUTH_PAGE_PATHS['tenant-selection'], element: <TenantSelectionPage /> },
  { path: AUTH_PAGE_PATHS['workspace-selection'], element: <WorkspaceSelectionPage /> },
  // Routes of other parts of the portal (e.g. /dashboard) are not this remote's to show.
  { path: '*', element: null },
];
