import type { RouteObject } from '@portal/shared/router';
import IcpManagementPage from './pages/icp-management-page';
import SettingsPage from './pages/settings-page';
import UsersPage from './pages/users-page';
import UspManagementPage from './pages/usp-management-page';

/** The pages of this remote by the name a foreign host asks for, with their spec §2 routes. */
export const SETTINGS_PAGE_PATHS = {
  settings: '/dashboard/settings',
  users: '/dashboard/users',
  icp: '/dashboard/icp',
  usp: '/dashboard/usp',
} as const;

export type SettingsRemotePage = keyof typeof SETTINGS_PAGE_PATHS;

/** This remote's routes, for hosts that run it alone (dev shell, single-spa), in a data router. */
export const settingsRoutes: RouteObject[] = [
  { path: SETTINGS_PAGE_PATHS.settings, element: <SettingsPage /> },
  { path: SETTINGS_PAGE_PATHS.users, element: <UsersPage /> },
  { path: SETTINGS_PAGE_PATHS.icp, element: <IcpManagementPage /> },
  { path: SETTINGS_PAGE_PATHS.usp, element: <UspManagementPage /> },
  // Routes of other parts of the portal are not this remote's to show.
  { path: '*', element: null },
];
