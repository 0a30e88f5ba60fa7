import { renderStandaloneShell } from '@portal/remote-kit';
import { AUTH_PAGE_PATHS, authRoutes } from './auth-routes';

// Standalone dev shell: this remote's pages at their real routes, against the default API.
renderStandaloneShell(authRoutes, AUTH_PAGE_PATHS.login);
