// The dev server of a remote: its standalone page reaches the API through it, and its scripts
// run under the portal's CSP when plugged into a portal (no eval).
const assert = require('node:assert/strict');
const path = require('node:path');
const { test } = require('node:test');
const { devApiUrl, devServerConfig } = require('../dev-server');
const { ROOT } = require('./type-check');

test('the API a dev server proxies to is PORTAL_API_URL, else the one of pnpm start', () => {
  assert.equal(devApiUrl({ PORTAL_API_URL: 'http://api.test:9000' }), 'http://api.test:9000');
  assert.equal(devApiUrl({ PORTAL_API_URL: '  ' }), 'http://localhost:4000');
  assert.equal(devApiUrl({}), 'http://localhost:4000');
});

test("a remote's dev server proxies /api and tells its standalone page the API is itself", () => {
  const config = devServerConfig({ port: 3012, publicDir: '/nowhere', isHost: false });
  assert.deepEqual(config.proxy, [{ context: ['/api'], target: devApiUrl(), changeOrigin: true }]);
  const routes = new Map();
  const middlewares = ['kept'];
  const app = { get: (route, handler) => routes.set(route, handler) };
  // The dev server's own middlewares stay, after the one that refuses dotfiles.
  assert.deepEqual(config.setupMiddlewares(middlewares, { app }).slice(1), middlewares);
  const answered = {};
  routes.get('/portal.config.json')(
    { protocol: 'http', get: (header) => (header === 'host' ? 'localhost:3012' : undefined) },
    { set: (name, value) => (answered[name] = value), json: (body) => (answered.body = body) },
  );
  assert.deepEqual(answered, {
    'Cache-Control': 'no-cache',
    body: { apiBaseUrl: 'http://localhost:3012', remotes: {} },
  });
  assert.equal(config.headers['Access-Control-Allow-Origin'], '*');
  // An edit reloads the page, in its standalone page and in a portal that plugged it in.
  assert.equal(config.hot, false);
  assert.equal(config.liveReload, true);
});

test("the host's dev server serves its own portal.config.json and proxies nothing", () => {
  const config = devServerConfig({ port: 3000, publicDir: '/nowhere', isHost: true });
  assert.equal(config.proxy, undefined);
  const routes = new Map();
  config.setupMiddlewares([], { app: { get: (route, handler) => routes.set(route, handler) } });
  assert.deepEqual([...routes.keys()], []);
});

/** What a dev server's middlewares answer for a request target: a status, or `served`. */
function devServerAnswer(isHost, url) {
  const config = devServerConfig({ port: 3012, publicDir: '/nowhere', isHost });
  const middlewares = config.setupMiddlewares([], { app: { get: () => {} } });
  const res = { statusCode: 200, setHeader: () => {}, end: () => (answer = res.statusCode) };
  let answer;
  const serve = (index) =>
    index === middlewares.length
      ? (answer = 'served')
      : middlewares[index].middleware({ url }, res, () => serve(index + 1));
  serve(0);
  return answer;
}

test('a dev server never serves a dotfile, however the dot is encoded', () => {
  for (const isHost of [false, true]) {
    for (const url of ['/.env', '/%2eenv', '/%252eenv', '/assets/%2Egit/config', '/.%2e/x']) {
      assert.equal(devServerAnswer(isHost, url), 404, url);
    }
    assert.equal(devServerAnswer(isHost, '/%'), 400);
    assert.equal(devServerAnswer(isHost, '/main.js?v=1'), 'served');
    assert.equal(devServerAnswer(isHost, '/dashboard/settings'), 'served');
  }
});

test('a development build runs inside a production portal: no eval, the shared JSX runtime', () => {
  const createConfig = require(path.join(ROOT, 'remote-artifacts', 'webpack.config.js'));
  const app = createConfig({}, { mode: 'development' });
  assert.equal(app.mode, 'development');
  // The portal's CSP has no 'unsafe-eval'.
  assert.doesNotMatch(String(app.devtool), /eval/);
  // jsx-dev-runtime is not shared and cannot run on the portal's production React.
  const [swc] = app.module.rules.map((rule) => rule.use?.options?.jsc).filter(Boolean);
  assert.deepEqual(swc.transform.react, { runtime: 'automatic', development: false });
});
