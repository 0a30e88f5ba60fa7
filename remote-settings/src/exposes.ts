import type { RemoteExposes } from '@portal/shared/remotes';

/**
 * What this remote exposes, declared once: webpack.config.js reads this map for the federation
 * plugin's `exposes`, and `tsc` checks it against the contract in @portal/shared/remotes.
 * Each value must stay `() => import('./file')`: that is the form the build reads.
 */
export const exposes = {
  './SettingsPage': () => import('./pages/settings-page'),
  './UsersPage': () => import('./pages/users-page'),
  './IcpManagementPage': () => import('./pages/icp-management-page'),
  './UspManagementPage': () => import('./pages/usp-management-page'),
  './mount': () => import('./mount'),
} satisfies RemoteExposes<'remote_settings'>;
