import type { RouteObject } from '@portal/shared/router';
import DashboardPage from './pages/dashboard-page';

/** The pages of this remote by the name a foreign host asks for, with their spec §2 routes. */
export const ARTIFACTS_PAGE_PATHS = {
  dashboard: '/dashboard',
} as const;

export type ArtifactsPage = keyof typeof ARTIFACTS_PAGE_PATHS;

/**
 * This remote's routes, for hosts that run it alone (dev shell, single-spa). They go into a
 * data router (createBrowserRouter / createMemoryRouter), so unsaved forms can block navigation.
 */
export const dashboardRoutes: RouteObject[] = [
  { path: ARTIFACTS_PAGE_PATHS.dashboard, element: <DashboardPage /> },
  // Routes of other parts of the portal are not this remote's to show.
  { path: '*', element: null },
];
