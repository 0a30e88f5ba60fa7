// One webpack + module federation setup for the host and every remote, so each app's own
// webpack.config.js is a few lines: `module.exports = createWebpackConfig({ ... })`.
const fs = require('node:fs');
const path = require('node:path');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const webpack = require('webpack');
const { devServerConfig } = require('./dev-server');
const { HOST, remoteInFolder } = require('./portal-parts');
const { PreloadHintsPlugin } = require('./preload-hints');
const { hasPrerender, prerenderConfig } = require('./prerender');
const { PublicFilesPlugin } = require('./public-files-plugin');
const { precompressPlugins } = require('./precompress');
const { RetainHashedFilesPlugin, keepOnClean } = require('./retain-hashed-files');

const FEDERATION_RUNTIME = path.join(__dirname, 'federation-runtime');
/** Published beside remoteEntry.js; a remote's standalone page loads it first. */
const FEDERATION_RUNTIME_FILE = 'federation-runtime.js';

/**
 * The federation singletons (docs/architecture.md). `react-dom/client` and
 * `react/jsx-runtime` are separate requests from `react-dom` and `react`, so they are
 * listed too: otherwise every app would bundle its own copy of them.
 */
const SINGLETONS = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  // Not `react-router-dom` nor `antd`: a shared module is never tree-shaken, so all of them
  // would ship. These kits re-export only what the portal uses (docs/architecture.md).
  ['@portal/shared/router', '@portal/shared'],
  // What the sign-in page needs (shared/src/antd/index.ts) …
  ['@portal/shared/antd', '@portal/shared'],
  // … navigation, pickers and dialogs, once signed in (shared/src/antd-nav/index.ts) …
  ['@portal/shared/antd-nav', '@portal/shared'],
  // … and Table, Rate, Statistic, for the pages that show data (shared/src/antd-data/index.ts).
  ['@portal/shared/antd-data', '@portal/shared'],
  // The server-state layer (TanStack Query): one cache per page, loaded after sign-in.
  ['@portal/shared/data', '@portal/shared'],
  ['zustand', 'zustand'],
  // The store factory is its own entry point; unlisted, each app bundled a copy of it.
  ['zustand/vanilla', 'zustand'],
  ['axios', 'axios'],
  ['@portal/shared', '@portal/shared'],
];

/**
 * antd's context modules: what ConfigProvider provides and every antd component reads (theme
 * tokens, componentSize, disabled, locale, form messages). A remote may import a component no
 * kit exports straight from 'antd': it is bundled, tree-shaken, in the remote, but consumes
 * these from the host (host/src/remotes/antd-contexts.ts), so it renders under the portal's
 * ConfigProvider (docs/deployment.md). antd imports them relatively, hence
 * `allowNodeModulesSuffixMatch`: matched by their path inside node_modules.
 */
const ANTD_CONTEXTS = [
  'antd/es/config-provider/context',
  'antd/es/config-provider/SizeContext',
  'antd/es/config-provider/DisabledContext',
  'antd/es/locale/context',
  'antd/es/theme/context',
  'antd/es/form/validateMessagesContext',
];

/** True when a source file under `dir` imports a value from 'antd' (not a kit, not a type). */
function importsAntd(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .some(
      (entry) =>
        entry.isFile() &&
        /\.tsx?$/.test(entry.name) &&
        /^import (?!type )[^;]*from 'antd';/m.test(
          fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'),
        ),
    );
}

/**
 * react-router's own production build. Its exports map names only dist/development (its issues
 * #12532, #14102: "temporary"), which keeps its development warnings on in production and cost
 * the sign-in page about 2 KB brotli. Aliased in production builds only.
 */
function reactRouterProduction(dirname) {
  const routerDom = path.dirname(
    fs.realpathSync(require.resolve('react-router-dom/package.json', { paths: [dirname] })),
  );
  const router = path.dirname(require.resolve('react-router/package.json', { paths: [routerDom] }));
  return {
    'react-router$': path.join(router, 'dist', 'production', 'index.mjs'),
    'react-router/dom$': path.join(router, 'dist', 'production', 'dom-export.mjs'),
  };
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The real folder of @portal/shared's TypeScript source, which every app compiles itself. */
function sharedSourceDir(dirname) {
  return path.dirname(fs.realpathSync(require.resolve('@portal/shared', { paths: [dirname] })));
}

/**
 * The source folders of the workspace packages an app depends on (the runtime, the contract,
 * remote-kit): they ship TypeScript, which the app compiles itself.
 */
function workspaceSourceDirs(dirname) {
  const { dependencies = {}, devDependencies = {} } = readJson(path.join(dirname, 'package.json'));
  return (
    Object.entries({ ...dependencies, ...devDependencies })
      .filter(([, range]) => range.startsWith('workspace:'))
      // pnpm links each workspace dependency into the app's node_modules.
      .map(([name]) => path.join(fs.realpathSync(path.join(dirname, 'node_modules', name)), 'src'))
  );
}

function sharedConfig(dirname, isHost) {
  const { dependencies = {} } = readJson(path.join(dirname, 'package.json'));
  const sharedPackage = readJson(path.join(sharedSourceDir(dirname), '..', 'package.json'));
  const shared = {};
  for (const [request, packageName] of SINGLETONS) {
    const range = dependencies[packageName];
    if (!range)
      throw new Error(
        `${dirname}/package.json must depend on ${packageName} (a federation singleton)`,
      );
    // A workspace: range says nothing a browser can compare; the package's version does.
    const requiredVersion = range.startsWith('workspace:') ? `^${sharedPackage.version}` : range;
    // Enforced: a remote that needs a newer runtime than the page provides is refused (the
    // host names both versions, federation-runtime/version-check.mjs), never run on the old.
    shared[request] = { singleton: true, requiredVersion, strictVersion: true };
    if (packageName === '@portal/shared') shared[request].version = sharedPackage.version;
  }
  // Consumed only by a remote that imports antd itself (the others' remoteEntry.js stays as
  // it was); the host registers its own at run time (antd-contexts.ts). Such a remote also
  // puts its own copies in the share scope as its container starts (its fallback: standalone,
  // it uses them), and the runtime keeps whichever came first: the host starts no remote
  // before its own are in (host/src/remotes/federation.ts, issue 38).
  if (!isHost && importsAntd(path.join(dirname, 'src')))
    Object.assign(shared, antdContexts(dirname));
  return shared;
}

/** The shared entries by which a remote consumes the host's antd contexts. */
function antdContexts(dirname) {
  const { dependencies = {} } = readJson(path.join(dirname, 'package.json'));
  // The host's antd must satisfy the remote's range (version-check.mjs refuses it early).
  const options = { singleton: true, requiredVersion: dependencies.antd };
  return Object.fromEntries(
    ANTD_CONTEXTS.map((request) => [request, { ...options, allowNodeModulesSuffixMatch: true }]),
  );
}

/**
 * The app's federation name and dev-server port, from the registry (portal-parts.json): the
 * host's, or the remote's whose folder `dirname` is.
 */
function registeredPart(dirname, isHost) {
  if (isHost) return { name: 'host', port: HOST.port };
  const remote = remoteInFolder(dirname);
  if (!remote) {
    throw new Error(
      `${path.basename(dirname)} is not in the registry of remotes (tooling/build-config/portal-parts.json)`,
    );
  }
  return remote;
}

/**
 * @param {object} options
 * @param {string} options.dirname the app's folder (holds package.json, src/, public/); a
 *   remote's name and port are the registry's for that folder
 * @param {Record<string, string>} [options.exposes] exposed page modules (remotes)
 * @param {boolean} [options.isHost]
 * @param {Record<string, import('./preload-hints').RouteHints>} [options.preloadRoutes] the host's
 *   routes whose files the server hints in the page (preload-hints.js)
 * @param {Record<string, string>} [options.define] constants written into the code (DefinePlugin)
 * @param {Record<string, string>} [options.files] files written into the build besides public/'s
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration | import('webpack').Configuration[]}
 *   in production, after the app: a remote's federation-runtime.js and, for any app with
 *   `src/prerender.tsx`, its pre-rendered pages (prerender.js)
 */
function createWebpackConfig({
  dirname,
  exposes,
  isHost = false,
  preloadRoutes = {},
  define = {},
  files = {},
}) {
  const { name, port } = registeredPart(dirname, isHost);
  if (!isHost && (!exposes || Object.keys(exposes).length === 0)) {
    throw new Error(`${name}: a remote must expose at least one module`);
  }

  return (_env, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
    const fileName = production ? '[name].[contenthash:8]' : '[name]';
    const publicDir = path.join(dirname, 'public');

    // Production remotes run on the page's one federation runtime (the host's, or
    // federation-runtime.js elsewhere) instead of shipping their own in remoteEntry.js.
    const externalRuntime = production && !isHost;

    const app = {
      name,
      mode: production ? 'production' : 'development',
      context: dirname,
      // webpack's own runtime and chunk wrappers in ES2022 too (arrow functions, const).
      target: ['web', 'es2022'],
      entry: { main: './src/index.ts' },
      // Not an eval-* devtool in development: a dev remote plugged into a running portal
      // (?remote_x=…) runs under the portal's CSP, which has no 'unsafe-eval'.
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      output: {
        path: path.join(dirname, 'dist'),
        // Remotes must work from whatever origin serves them: chunks resolve relative to the
        // script that loaded them (remoteEntry.js), not to the page.
        publicPath: 'auto',
        filename: `${fileName}.js`,
        chunkFilename: `${fileName}.js`,
        uniqueName: name,
        // Pages still open load the previous builds' hashed chunks: a production build keeps
        // them and RetainHashedFilesPlugin prunes the old ones (docs/deployment.md).
        clean: production
          ? { keep: (name) => keepOnClean(name) || name.startsWith(FEDERATION_RUNTIME_FILE) }
          : true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        alias: production ? reactRouterProduction(dirname) : {},
      },
      // The code is ES2022 (swc keeps class fields and private members as written: 140 bytes
      // off the sign-in page; every browser since 2022 runs it). swc's minifier, not Terser:
      // minifying was three quarters of every build (29 of 40 s for remote-settings alone), and
      // each app minifies its own copies of React and antd. swc does it in about a tenth of the
      // time and writes fewer bytes (issue 37 §5; docs/benchmarks.md, "Start"). Two compress
      // passes; `pure_getters` stays off, as it drops reads done for their side effects (a
      // getter, a feature test in try/catch): not safe for library code. Licence comments
      // ("some": `/*!`, `@license`, `@preserve`) go to each chunk's `.LICENSE.txt`, deployed
      // beside it; the banner pointing there is left out of every chunk (about 40 bytes each).
      optimization: {
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            terserOptions: {
              ecma: 2020,
              compress: { ecma: 2020, passes: 2 },
              mangle: true,
            },
            extractComments: { condition: 'some', banner: false },
          }),
        ],
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            include: [path.join(dirname, 'src'), ...workspaceSourceDirs(dirname)],
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  // `react/jsx-runtime` (a singleton) in development too: a dev remote plugged
                  // into a running portal renders with the portal's production React, which
                  // jsx-dev-runtime's development code cannot run on ("dispatcher.getOwner is
                  // not a function"). React 19 ignores jsxDEV's source locations anyway.
                  transform: { react: { runtime: 'automatic', development: false } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.css$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          // The host learns its remotes at run time from portal.config.json.
          remotes: {},
          shared: sharedConfig(dirname, isHost),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // Browser-only apps: leaves the runtime's Node loading code out of every bundle.
          experiments: {
            externalRuntime,
            optimization: {
              target: 'web',
              // A remote loads no remotes itself, so it needs neither the code that does nor
              // the manifest snapshots that feed it.
              ...(isHost ? {} : { disableRemote: true, disableSnapshot: true }),
            },
          },
          ...(isHost
            ? {
                runtimePlugins: [
                  path.join(FEDERATION_RUNTIME, 'host-plugin.mjs'),
                  path.join(FEDERATION_RUNTIME, 'version-check.mjs'),
                ],
              }
            : {}),
        }),
        new HtmlWebpackPlugin({
          title: 'Enterprise Portal',
          template: path.join(__dirname, 'index.html'),
          // Absolute, so deep links served by the SPA fallback (/dashboard/settings) find it.
          publicPath: '/',
          // A remote's own page runs its standalone shell only, never its container.
          chunks: ['main'],
          // The page's <script> for the runtime the remote leaves out (index.html).
          federationRuntimeSrc: externalRuntime ? `/${FEDERATION_RUNTIME_FILE}` : null,
        }),
        new PublicFilesPlugin(publicDir, files),
        ...(Object.keys(define).length > 0 ? [new webpack.DefinePlugin(define)] : []),
        // The production host's page names its start chunks, and preload-hints.json the
        // routes' (a dev server's chunks change with every edit and load from localhost).
        ...(production && isHost
          ? [new PreloadHintsPlugin({ dirname, routes: preloadRoutes })]
          : []),
        ...(production ? [...precompressPlugins(), new RetainHashedFilesPlugin()] : []),
      ],
      // antd is large by nature; sizes are measured by the browser tests instead.
      performance: { hints: false },
      devServer: devServerConfig({ port, publicDir, isHost }),
    };
    const configs = [app];
    if (externalRuntime) configs.push(federationRuntimeConfig(dirname, name));
    if (production && hasPrerender(dirname)) {
      configs.push(
        prerenderConfig({ dirname, name, rules: app.module.rules, resolve: app.resolve }),
      );
    }
    return configs.length === 1 ? app : configs;
  };
}

/**
 * Builds federation-runtime.js into a remote's dist, after the remote itself: the runtime its
 * standalone page and any non-portal host load first.
 */
function federationRuntimeConfig(dirname, name) {
  return {
    name: `${name}-federation-runtime`,
    dependencies: [name],
    mode: 'production',
    context: dirname,
    entry: path.join(FEDERATION_RUNTIME, 'standalone.mjs'),
    devtool: 'source-map',
    output: { path: path.join(dirname, 'dist'), filename: FEDERATION_RUNTIME_FILE, clean: false },
    plugins: precompressPlugins(),
    performance: { hints: false },
  };
}

module.exports = { createWebpackConfig, antdContexts, importsAntd };
