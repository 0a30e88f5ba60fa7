import type { RemoteExposes } from '@portal/shared/remotes';

/**
 * What this remote exposes, declared once: webpack.config.js reads this map for the federation
 * plugin's `exposes`, and `tsc` checks it against the contract in @portal/shared/remotes.
 * Each value must stay `() => import('./file')`: that is the form the build reads.
 */
export const exposes = {
  './DashboardPage': () => import('./pages/dashboard-page'),
  './DashboardPrefetch': () => import('./prefetch/dashboard-prefetch'),
  './mount': () => import('./mount'),
} satisfies RemoteExposes<'remote_artifacts'>;
