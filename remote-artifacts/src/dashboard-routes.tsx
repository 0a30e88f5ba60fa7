import { Route, Routes } from 'react-router-dom';
import DashboardPage from './pages/dashboard-page';

/** The pages of this remote by the name a foreign host asks for, with their spec §2 routes. */
export const ARTIFACTS_PAGE_PATHS = {
  dashboard: '/dashboard',
} as const;

export type ArtifactsPage = keyof typeof ARTIFACTS_PAGE_PATHS;

/** This remote's routes, for hosts that run it alone (dev shell, single-spa). */
export function DashboardRoutes() {
  return (
    <Routes>
      <Route path={ARTIFACTS_PAGE_PATHS.dashboard} element={<DashboardPage />} />
      {/* Routes of other parts of the portal are not this remote's to show. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
