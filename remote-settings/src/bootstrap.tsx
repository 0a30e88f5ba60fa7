import { renderStandaloneShell } from '@portal/remote-kit';
import { SETTINGS_PAGE_PATHS, settingsRoutes } from './settings-routes';

// Standalone dev shell: this remote's pages at their real routes, against the default API.
renderStandaloneShell(settingsRoutes, SETTINGS_PAGE_PATHS.settings);
