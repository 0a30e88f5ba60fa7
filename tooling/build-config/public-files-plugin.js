// Copies an app's public/ folder into its build output, with the files its config generates,
// so no copy plugin is needed for a handful of static files. Its dotfiles stay behind.
const fs = require('node:fs');
const path = require('node:path');

class PublicFilesPlugin {
  /**
   * @param {string} directory
   * @param {Record<string, string>} [generated] more files by name, written by the app's config
   *   (the host's portal.config.json, from the registry of remotes)
   */
  constructor(directory, generated = {}) {
    this.directory = directory;
    this.generated = generated;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [name, text] of Object.entries(this.generated)) {
            compilation.emitAsset(name, new sources.RawSource(text));
          }
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
