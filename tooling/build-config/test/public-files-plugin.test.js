// An app's public/ folder is copied into its build (the host's portal.config.json), except
// its dotfiles: a `.env` beside them must reach no server, in production or development.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { after, test } = require('node:test');
const webpack = require('webpack');
const { PublicFilesPlugin } = require('../public-files-plugin');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-files-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

function build(config) {
  return new Promise((resolve, reject) =>
    webpack(config, (error, stats) => (error ? reject(error) : resolve(stats))),
  );
}

test("a build carries public/'s files but none of its dotfiles", async () => {
  const publicDir = path.join(dir, 'public');
  fs.mkdirSync(path.join(publicDir, '.git'), { recursive: true });
  fs.writeFileSync(path.join(publicDir, 'portal.config.json'), '{}');
  fs.writeFileSync(path.join(publicDir, '.env'), 'SECRET=1');
  fs.writeFileSync(path.join(publicDir, '.git', 'config'), '[core]');
  fs.writeFileSync(path.join(dir, 'index.js'), 'export const x = 1;');
  const stats = await build({
    mode: 'development',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'dist') },
    plugins: [new PublicFilesPlugin(publicDir)],
  });
  assert.deepEqual(stats.compilation.errors, []);
  assert.deepEqual(fs.readdirSync(path.join(dir, 'dist')).sort(), [
    'main.js',
    'portal.config.json',
  ]);
});

test('a build carries the files its config generates (the host: portal.config.json)', async () => {
  const out = path.join(dir, 'generated-dist');
  const stats = await build({
    mode: 'development',
    context: dir,
    entry: './index.js',
    output: { path: out },
    plugins: [
      new PublicFilesPlugin(path.join(dir, 'no-public'), { 'portal.config.json': '{"a":1}\n' }),
    ],
  });
  assert.deepEqual(stats.compilation.errors, []);
  assert.equal(fs.readFileSync(path.join(out, 'portal.config.json'), 'utf8'), '{"a":1}\n');
});
