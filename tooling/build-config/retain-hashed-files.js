// A deploy must not pull files from under pages still open: they load the hashed chunks of
// the build they started with, as they need them. So, like a CDN that keeps old objects, a
// production build leaves the previous builds' content-hashed files in dist/ (`output.clean`
// keeps them) and this plugin prunes only those that no recent build emitted. The rule
// (docs/deployment.md): a hashed file stays while one of the last KEEP_BUILDS builds, or
// any build of the last KEEP_HOURS hours, emitted it.
const fs = require('node:fs');
const path = require('node:path');

/** `main.4aabcdc9.js`, `140.7547e19c.js.br`, `.map`, `.gz`, `.LICENSE.txt`, hashed CSS. */
const HASHED_FILE = /[./][0-9a-f]{8,}\.(?:js|css)(?:\.map|\.br|\.gz|\.LICENSE\.txt)*$/;
/** What each build emitted, in dist/ (the static server does not serve dotfiles). */
const HISTORY_FILE = '.hashed-files.json';
const KEEP_BUILDS = 3;
const KEEP_HOURS = 24;

function isHashedFile(name) {
  return HASHED_FILE.test(`/${name}`);
}

/** For `output.clean.keep`: what a rebuild must not delete before this plugin has decided. */
function keepOnClean(name) {
  return isHashedFile(name) || name === HISTORY_FILE;
}

function readHistory(file) {
  try {
    const history = JSON.parse(fs.readFileSync(file, 'utf8'));
    return Array.isArray(history.builds) ? history.builds : [];
  } catch {
    return [];
  }
}

/** The builds whose files stay: the newest KEEP_BUILDS, and every one younger than KEEP_HOURS. */
function buildsToKeep(builds, now) {
  const maxAge = KEEP_HOURS * 3_600_000;
  return builds.filter((build, index) => index < KEEP_BUILDS || now - build.at < maxAge);
}

class RetainHashedFilesPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('RetainHashedFilesPlugin', (compilation) => {
      const dir = compiler.outputPath;
      const historyFile = path.join(dir, HISTORY_FILE);
      const now = Date.now();
      const emitted = Object.keys(compilation.assets).filter(isHashedFile).sort();
      const builds = buildsToKeep([{ at: now, files: emitted }, ...readHistory(historyFile)], now);
      const kept = new Set(builds.flatMap((build) => build.files));
      for (const name of fs.readdirSync(dir)) {
        if (isHashedFile(name) && !kept.has(name)) fs.rmSync(path.join(dir, name), { force: true });
      }
      fs.writeFileSync(historyFile, `${JSON.stringify({ builds }, null, 1)}\n`);
    });
  }
}

module.exports = { RetainHashedFilesPlugin, keepOnClean, isHashedFile, KEEP_BUILDS, KEEP_HOURS };
