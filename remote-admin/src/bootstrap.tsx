import { renderStandaloneShell } from '@portal/remote-kit';
import { ADMIN_PAGE_PATHS, adminRoutes } from './admin-routes';

// Standalone page (dev server or dist/index.html): this remote's page at its real route,
// behind the dev shell's sign-in, against the API its server names (remote-kit).
void renderStandaloneShell(adminRoutes, ADMIN_PAGE_PATHS.administration, {
  remote: 'remote-admin',
});
