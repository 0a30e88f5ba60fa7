import type { RemoteExposes } from '@portal/shared/remotes';

/**
 * What this remote exposes, declared once: webpack.config.js reads this map for the federation
 * plugin's `exposes`, and `tsc` checks it against the contract in @portal/shared/remotes.
 * Each value must stay `() => import('./file')`: that is the form the build reads.
 */
export const exposes = {
  './AdministrationPage': () => import('./pages/administration-page'),
  './mount': () => import('./mount'),
} satisfies RemoteExposes<'remote_admin'>;
