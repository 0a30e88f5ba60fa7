import { renderStandaloneShell } from '@portal/remote-kit';
import { SETTINGS_PAGE_PATHS, settingsRoutes } from './settings-routes';

// Standalone page (dev server or dist/index.html): this remote's pages at their real routes,
// behind the dev shell's sign-in, against the API its server names (remote-kit).
void renderStandaloneShell(settingsRoutes, SETTINGS_PAGE_PATHS.settings, {
  remote: 'remote-settings',
});
