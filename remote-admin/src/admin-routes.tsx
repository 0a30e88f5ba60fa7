import type { RouteObject } from '@portal/shared/router';
import { ADMIN_PATH } from '@portal/remote-kit/admin-links';
import AdministrationPage from './pages/administration-page';

/** The pages of this remote by the name a foreign host asks for, with their routes. */
export const ADMIN_PAGE_PATHS = { administration: ADMIN_PATH } as const;

export type AdminRemotePage = keyof typeof ADMIN_PAGE_PATHS;

/** This remote's routes, for hosts that run it alone (dev shell, single-spa), in a data router. */
export const adminRoutes: RouteObject[] = [
  { path: ADMIN_PAGE_PATHS.administration, element: <AdministrationPage /> },
  // Routes of other parts of the portal are not this remote's to show.
  { path: '*', element: null },
];
