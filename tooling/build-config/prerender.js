// Pre-rendering a remote's pages at build time (docs/architecture.md, "Paint before
// JavaScript"). A remote with `src/prerender.tsx` gets one more webpack configuration: that
// file compiled for Node, run once it is built, and its pages written to
// `dist/prerender.json` beside mf-manifest.json: `{ "./LoginPage": { html, css } }`. The
// host's server puts a route's page into the HTML it sends (scripts/lib/portal-page.mjs), so
// the page paints before any JavaScript has loaded. The remote deploys it with its build; a
// remote without one still works, it only paints later.
const fs = require('node:fs');
const path = require('node:path');

const PRERENDER_SOURCE = path.join('src', 'prerender.tsx');
const PRERENDER_FILE = 'prerender.json';
/** The export condition under which workspace packages name their TypeScript source. */
const SOURCE_CONDITION = 'portal-source';

/** True when the remote in `dirname` declares pages to pre-render. */
function hasPrerender(dirname) {
  return fs.existsSync(path.join(dirname, PRERENDER_SOURCE));
}

/**
 * Packages are loaded from node_modules as they are; only the workspace's TypeScript is
 * compiled. cssinjs is the copy antd itself uses, so the styles it collects are antd's.
 */
function nodeExternals(dirname) {
  const antdDir = path.dirname(
    fs.realpathSync(require.resolve('antd/package.json', { paths: [dirname] })),
  );
  const pinned = {
    '@ant-design/cssinjs': require.resolve('@ant-design/cssinjs', { paths: [antdDir] }),
  };
  return ({ request }, callback) => {
    if (!request || /^[./]/.test(request) || request.startsWith('@portal/')) return callback();
    if (path.isAbsolute(request)) return callback();
    // A kit importing one of antd's modules by its ES path (shared/src/antd) gets its lib/
    // twin, as jest does: Node cannot load antd's ES build, and 'antd' itself is lib/ here.
    const node = request.replace(/^antd\/es\//, 'antd/lib/');
    return callback(
      null,
      `commonjs ${pinned[node] ?? require.resolve(node, { paths: [dirname] })}`,
    );
  };
}

/** Runs the built bundle and writes what it rendered into the remote's dist. */
class WritePrerenderPlugin {
  constructor(dist) {
    this.dist = dist;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('WritePrerenderPlugin', (compilation) => {
      if (compilation.errors.length > 0) return;
      const bundle = path.join(compiler.outputPath, 'prerender.js');
      delete require.cache[bundle];
      const pages = require(bundle).default;
      fs.writeFileSync(path.join(this.dist, PRERENDER_FILE), `${JSON.stringify(pages)}\n`);
    });
  }
}

/**
 * The configuration that renders a remote's pages, after the remote's own build (whose clean
 * would remove prerender.json). `rules` and `resolve` are the app's, so the same sources
 * compile the same way.
 */
function prerenderConfig({ dirname, name, rules, resolve }) {
  return {
    name: `${name}-prerender`,
    dependencies: [name],
    mode: 'production',
    context: dirname,
    target: 'node20',
    entry: [
      require.resolve('./prerender-environment'),
      `./${PRERENDER_SOURCE.split(path.sep).join('/')}`,
    ],
    output: {
      path: path.join(dirname, 'node_modules', '.cache', 'portal-prerender'),
      filename: 'prerender.js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externals: [nodeExternals(dirname)],
    // For a Node target webpack adds the `node` condition, which @portal/contract's exports
    // map to its dist: built only by the API's build, so missing on a fresh clone. The pages
    // compile the contract's TypeScript source, as the app's own build and jest do.
    resolve: { ...resolve, conditionNames: [SOURCE_CONDITION, '...'] },
    module: { rules },
    // Readable stack traces if a page cannot render in Node; nothing here ships.
    // Not `nodeEnv`: prerender-environment.js sets NODE_ENV for the packages loaded as they are.
    optimization: { minimize: false, nodeEnv: false },
    devtool: false,
    plugins: [new WritePrerenderPlugin(path.join(dirname, 'dist'))],
    performance: { hints: false },
  };
}

module.exports = { hasPrerender, prerenderConfig, PRERENDER_FILE };
