// The dev server of `pnpm --filter <app> dev` and `pnpm dev:remote` (docs/deployment.md, "A
// remote team's dev loop"). A remote's standalone page calls the API through its own origin:
// the dev server proxies /api to PORTAL_API_URL, so the API's CORS list needs no entry for a
// dev server on whatever port was free.
const fs = require('node:fs');
const { requestPath } = require('./request-path');

const DEFAULT_API_URL = 'http://localhost:4000';

/** The API a remote's dev server proxies to: PORTAL_API_URL, else `pnpm start`'s. */
function devApiUrl(env = process.env) {
  return env.PORTAL_API_URL?.trim() || DEFAULT_API_URL;
}

/**
 * First of every dev server's middlewares: the dev middleware serves whatever the build
 * emitted, dotfiles too, and decodes `%2e` before looking (docs/deployment.md, "Serving").
 */
const refuseDotfiles = {
  name: 'refuse-dotfiles',
  middleware(req, res, next) {
    const target = requestPath(req.url ?? '/');
    if (!('status' in target)) return next();
    res.statusCode = target.status;
    res.setHeader('Content-Type', 'text/plain');
    res.end(target.status === 404 ? 'Not found' : 'Bad request');
  },
};

/**
 * @param {{ port: number, publicDir: string, isHost: boolean }} options
 * @returns {import('webpack-dev-server').Configuration}
 */
function devServerConfig({ port, publicDir, isHost }) {
  const common = {
    port,
    historyApiFallback: true,
    // The portal (another origin) fetches a remote's manifest and scripts.
    headers: { 'Access-Control-Allow-Origin': '*' },
    static: fs.existsSync(publicDir) ? { directory: publicDir } : false,
    client: { overlay: { warnings: false } },
    setupMiddlewares: (middlewares) => [refuseDotfiles, ...middlewares],
  };
  // The host serves its own public/portal.config.json and calls the API it names.
  if (isHost) return common;
  return {
    ...common,
    // An edit reloads the page. Not module replacement: the remotes have no React Fast
    // Refresh, so webpack's HMR reloaded the page anyway, and its runtime breaks a dev
    // remote plugged into a portal ("self.webpackHotUpdateremote_x is not a function").
    hot: false,
    liveReload: true,
    proxy: [{ context: ['/api'], target: devApiUrl(), changeOrigin: true }],
    setupMiddlewares(middlewares, devServer) {
      // The standalone shell's runtime config (remote-kit/src/standalone-shell.tsx): the API
      // is this origin, proxied.
      devServer.app.get('/portal.config.json', (req, res) => {
        res.set('Cache-Control', 'no-cache');
        res.json({ apiBaseUrl: `${req.protocol}://${req.get('host')}`, remotes: {} });
      });
      return common.setupMiddlewares(middlewares);
    },
  };
}

module.exports = { devApiUrl, devServerConfig };
