import { renderStandaloneShell } from '@portal/remote-kit';
import { AUTH_PAGE_PATHS, authRoutes } from './auth-routes';

// Standalone page (dev server or dist/index.html): this remote's pages are the sign-in itself,
// against the API its server names (remote-kit).
void renderStandaloneShell(authRoutes, AUTH_PAGE_PATHS.login, {
  remote: 'remote-auth',
  signIn: false,
});
