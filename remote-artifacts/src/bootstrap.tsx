import { renderStandaloneShell } from '@portal/remote-kit';
import { ARTIFACTS_PAGE_PATHS, dashboardRoutes } from './dashboard-routes';

// Standalone page (dev server or dist/index.html): this remote's pages at their real routes,
// behind the dev shell's sign-in, against the API its server names (remote-kit).
void renderStandaloneShell(dashboardRoutes, ARTIFACTS_PAGE_PATHS.dashboard, {
  remote: 'remote-artifacts',
});
