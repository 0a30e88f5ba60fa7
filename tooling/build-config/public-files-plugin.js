// Copies an app's public/ folder (e.g. the host's portal.config.json) into its build output,
// so no copy plugin is needed for a handful of static files. Its dotfiles stay behind.
const fs = require('node:fs');
const path = require('node:path');

class PublicFilesPlugin {
  /** @param {string} directory */
  constructor(directory) {
    this.directory = directory;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.directory)) return;
          for (const entry of fs.readdirSync(this.directory, { withFileTypes: true })) {
            // Never a dotfile (a `.env` beside them): no server may hand it out.
            if (!entry.isFile() || entry.name.startsWith('.')) continue;
            const file = path.join(this.directory, entry.name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(entry.name, new sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

module.exports = { PublicFilesPlugin };
