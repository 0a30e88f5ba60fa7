const { createWebpackConfig } = require('@portal/build-config/webpack');
const { localPortalConfig, remoteAreas } = require('@portal/build-config/portal-parts');
const path = require('node:path');
const { remotePageAt } = require('./src/app/route-pages.js');

/** The runtime's axios instance, which its HTTP client imports on the first call. */
const API_CLIENT = path.join(
  path.dirname(require.resolve('@portal/shared')),
  'api/axios-instance.ts',
);

/** The remote page a route shows, as the route table has it (src/app/route-pages.js). */
function pageOf(path) {
  const page = remotePageAt(path);
  if (!page) throw new Error(`preload hints: no remote page shows ${path}`);
  const { remote, module, prefetch } = page;
  // A page's prefetch module starts its first data while the page loads (dashboard-frame.tsx).
  return { remote, module: `./${module}`, ...(prefetch && { prefetch: `./${prefetch}` }) };
}

// No build-time remotes: bootstrap.tsx registers them from portal.config.json at run time.
module.exports = createWebpackConfig({
  dirname: __dirname,
  isHost: true,
  // The fallback's title for each remote (src/remotes/remote-areas.ts), from the registry.
  define: { PORTAL_REMOTE_AREAS: JSON.stringify(remoteAreas()) },
  // The default runtime config: every part on its default port on localhost (the dev servers';
  // docs/deployment.md, "portal.config.json").
  files: { 'portal.config.json': `${JSON.stringify(localPortalConfig(), null, 2)}\n` },
  // What the server that renders index.html hints for these paths, besides the chunks every
  // page needs (tooling/build-config/preload-hints.js): the remote page each shows, and the
  // host's lazily loaded parts it needs at once.
  preloadRoutes: {
    '/auth/login': pageOf('/auth/login'),
    '/dashboard': {
      ...pageOf('/dashboard'),
      // The session's lists load through the data layer and the HTTP client's axios instance
      // as soon as a signed-in page starts.
      imports: ['src/shell/dashboard-shell.tsx', API_CLIENT],
      shared: ['@portal/shared/data'],
      api: true,
    },
  },
});
