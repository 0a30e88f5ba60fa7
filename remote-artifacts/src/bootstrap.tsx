import { renderStandaloneShell } from '@portal/remote-kit';
import { ARTIFACTS_PAGE_PATHS, dashboardRoutes } from './dashboard-routes';

// Standalone dev shell: this remote's pages at their real routes, against the default API.
renderStandaloneShell(dashboardRoutes, ARTIFACTS_PAGE_PATHS.dashboard);
