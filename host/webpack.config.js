const { createWebpackConfig } = require('@portal/build-config/webpack');

// No build-time remotes: bootstrap.tsx registers them from portal.config.json at run time.
module.exports = createWebpackConfig({
  dirname: __dirname,
  name: 'host',
  port: 3000,
  isHost: true,
  // What the server that renders index.html hints for these paths, besides the chunks every
  // page needs (tooling/build-config/preload-hints.js): the remote page each shows, as in
  // src/app/routes.tsx, and the host's lazily loaded parts it needs at once.
  preloadRoutes: {
    '/auth/login': { remote: 'remote_auth', module: './LoginPage' },
    '/dashboard': {
      remote: 'remote_artifacts',
      module: './DashboardPage',
      // The page's first data starts from this module while the page loads (routes.tsx).
      prefetch: './DashboardPrefetch',
      imports: ['src/shell/dashboard-shell.tsx'],
      // The session's lists load through the data layer as soon as a signed-in page starts.
      shared: ['@portal/shared/data'],
      api: true,
    },
  },
});
