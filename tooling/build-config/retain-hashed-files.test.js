const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { test } = require('node:test');
const { RetainHashedFilesPlugin, keepOnClean } = require('./retain-hashed-files');

/** Runs the plugin as webpack would after a build that wrote `emitted` into `dir`. */
function build(dir, emitted) {
  for (const name of emitted) fs.writeFileSync(path.join(dir, name), name);
  let afterEmit;
  const compiler = {
    outputPath: dir,
    hooks: { afterEmit: { tap: (_name, fn) => (afterEmit = fn) } },
  };
  new RetainHashedFilesPlugin().apply(compiler);
  afterEmit({ assets: Object.fromEntries(emitted.map((name) => [name, {}])) });
}

const files = (dir) =>
  fs
    .readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .sort();

test('keeps the hashed files of the last three builds and prunes older ones', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'retain-'));
  for (const hash of ['aaaaaaa1', 'aaaaaaa2', 'aaaaaaa3']) {
    build(dir, [`main.${hash}.js`, `main.${hash}.js.br`, 'remoteEntry.js']);
  }
  assert.deepEqual(files(dir), [
    'main.aaaaaaa1.js',
    'main.aaaaaaa1.js.br',
    'main.aaaaaaa2.js',
    'main.aaaaaaa2.js.br',
    'main.aaaaaaa3.js',
    'main.aaaaaaa3.js.br',
    'remoteEntry.js',
  ]);

  // Builds older than a day: the fourth build drops the first one's files.
  const history = path.join(dir, '.hashed-files.json');
  const { builds } = JSON.parse(fs.readFileSync(history, 'utf8'));
  for (const entry of builds) entry.at -= 25 * 3_600_000;
  fs.writeFileSync(history, JSON.stringify({ builds }));
  build(dir, ['main.aaaaaaa4.js', 'main.aaaaaaa4.js.br', 'remoteEntry.js']);
  assert.deepEqual(files(dir), [
    'main.aaaaaaa2.js',
    'main.aaaaaaa2.js.br',
    'main.aaaaaaa3.js',
    'main.aaaaaaa3.js.br',
    'main.aaaaaaa4.js',
    'main.aaaaaaa4.js.br',
    'remoteEntry.js',
  ]);
});

test('keeps every build of the last day, however many', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'retain-'));
  for (const hash of ['bbbbbbb1', 'bbbbbbb2', 'bbbbbbb3', 'bbbbbbb4', 'bbbbbbb5']) {
    build(dir, [`main.${hash}.js`]);
  }
  assert.equal(files(dir).length, 5);
});

test('output.clean keeps hashed files and the history, not the rest', () => {
  assert.equal(keepOnClean('__federation_expose_UsersPage.3cd8332c.js'), true);
  assert.equal(keepOnClean('140.7547e19c.js.LICENSE.txt'), true);
  assert.equal(keepOnClean('main.4aabcdc9.js.map'), true);
  assert.equal(keepOnClean('.hashed-files.json'), true);
  assert.equal(keepOnClean('remoteEntry.js'), false);
  assert.equal(keepOnClean('mf-manifest.json'), false);
  assert.equal(keepOnClean('index.html'), false);
});
