// Preload hints for the host's own files, so a page fetches what it needs side by side instead
// of learning each file from the one before (docs/architecture.md, "No request waterfall").
//
// - Every page: the chunks behind the entry's async boundary (`import('./bootstrap')`) and
//   the shared modules they consume (react, the base antd kit, ...), as
//   `<link rel="preload" as="script">` in index.html. Without them the browser learns of them
//   only once main.js has run.
// - Per route (`routes`): more host files (a lazily loaded part such as the dashboard shell
//   and its kits) and the remote page the route shows, written to `preload-hints.json`; the
//   server that renders index.html adds them for that path (scripts/lib/portal-page.mjs),
//   with the remote's manifest, remoteEntry.js and the page's chunks from its mf-manifest.json.
//
// Only the chunks a page loads anyway are named: a shared module is followed to the chunk the
// host provides it from, a lazily imported module (`import()`) is not followed.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const HINTS_FILE = 'preload-hints.json';
const PROVIDE = 'provide-module';
const CONSUME = 'consume-shared-module';

/**
 * @typedef {object} RouteHints
 * @property {string} [remote] the remote whose page the route shows (`remote_auth`)
 * @property {string} [module] its exposed module (`./LoginPage`)
 * @property {string} [prefetch] the module the remote exposes to start that page's first data
 * @property {string[]} [imports] host source files the route loads lazily (relative to the app)
 * @property {string[]} [shared] shared modules the route loads lazily (`@portal/shared/data`)
 * @property {boolean} [api] the route calls the API as it starts (a preconnect is hinted)
 */

class PreloadHintsPlugin {
  /** @param {{ dirname: string, routes: Record<string, RouteHints> }} options */
  constructor({ dirname, routes }) {
    this.dirname = dirname;
    this.routes = routes;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PreloadHintsPlugin', (compilation) => {
      let hints;
      // After chunk hashing (file names are final), before HtmlWebpackPlugin writes the page.
      compilation.hooks.processAssets.tap(
        { name: 'PreloadHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          hints = this.collect(compilation);
          compilation.emitAsset(
            HINTS_FILE,
            new sources.RawSource(JSON.stringify({ routes: hints.routes }, null, 2)),
          );
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadHintsPlugin',
        (data) => {
          const publicPath = data.publicPath ?? '/';
          for (const file of hints?.start ?? []) {
            data.headTags.push({
              tagName: 'link',
              voidTag: true,
              meta: { plugin: 'PreloadHintsPlugin' },
              attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
            });
          }
          return data;
        },
      );
    });
  }

  collect(compilation) {
    const { chunkGraph, moduleGraph } = compilation;
    const { AsyncDependenciesBlock } = compilation.compiler.webpack;
    const provided = new Map();
    for (const module of compilation.modules) {
      if (module.type === PROVIDE && module.blocks[0]) provided.set(module._name, module.blocks[0]);
    }

    /**
     * The JS files of `groups` and of every shared module that code in them imports
     * statically, minus `known`. A consume stub can sit in a chunk of the group while only
     * a lazy import (`import('@portal/shared/data')`) or a module elsewhere needs it, so a
     * shared module is followed only from a module already known to load.
     */
    const filesOf = (groups, known = new Set()) => {
      const chunks = new Set();
      const addGroup = (group) => group?.chunks.forEach((chunk) => chunks.add(chunk));
      groups.forEach(addGroup);
      const loads = (module) =>
        [...chunks].some((chunk) => chunkGraph.isModuleInChunk(module, chunk));
      const importedStatically = (consume) =>
        [...moduleGraph.getIncomingConnections(consume)].some(
          ({ dependency, originModule }) =>
            dependency &&
            originModule &&
            !(moduleGraph.getParentBlock(dependency) instanceof AsyncDependenciesBlock) &&
            loads(originModule),
        );
      const followed = new Set();
      for (let grew = true; grew;) {
        grew = false;
        for (const chunk of [...chunks]) {
          for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
            if (module.type !== CONSUME || followed.has(module) || !importedStatically(module)) {
              continue;
            }
            followed.add(module);
            grew = true;
            // The host provides it: that provider's chunk is what loads, not the fallback.
            const block = provided.get(module.options.shareKey) ?? module.blocks[0];
            if (block) addGroup(chunkGraph.getBlockChunkGroup(block));
          }
        }
      }
      return [...chunks]
        .flatMap((chunk) => [...chunk.files])
        .filter((file) => file.endsWith('.js') && !known.has(file));
    };

    const entry = compilation.entrypoints.get('main');
    // The entry's own `import()`s; its other children are the blocks of every module it
    // provides, which load only when consumed.
    const boundary = [...entry.getChildren()].filter((group) =>
      group.origins.some(({ module }) => module && module.type !== PROVIDE),
    );
    const start = filesOf(boundary);
    const startSet = new Set(start);

    /** The chunk group of a lazily imported host file (`import('./shell/x')`). */
    const groupImporting = (file) => {
      const resource = path.resolve(this.dirname, file);
      for (const module of compilation.modules) {
        for (const block of module.blocks ?? []) {
          const target = block.dependencies[0] && moduleGraph.getModule(block.dependencies[0]);
          // A module concatenated into another is found by its root module's file.
          const file = target?.resource ?? target?.rootModule?.resource;
          if (file === resource) return chunkGraph.getBlockChunkGroup(block);
        }
      }
      throw new Error(`preload hints: nothing imports ${file} lazily`);
    };
    const groupProviding = (shareKey) => {
      const block = provided.get(shareKey);
      if (!block) throw new Error(`preload hints: the app provides no ${shareKey}`);
      return chunkGraph.getBlockChunkGroup(block);
    };

    const routes = {};
    for (const [
      route,
      { remote, module, prefetch, imports = [], shared = [], api = false },
    ] of Object.entries(this.routes)) {
      const groups = [...imports.map(groupImporting), ...shared.map(groupProviding)];
      routes[route] = {
        files: filesOf(groups, startSet),
        api,
        ...(remote ? { remote, module } : {}),
        ...(remote && prefetch ? { prefetch } : {}),
      };
    }
    return { start, routes };
  }
}

module.exports = { PreloadHintsPlugin, HINTS_FILE };
