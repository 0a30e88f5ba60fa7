// A remote's pre-render build (prerender.js, a Node target) runs on a fresh clone, before
// anything is built: every entry of @portal/contract its pages import resolves to the
// contract's TypeScript source, never to contract/dist (which only the API's build makes).
const assert = require('node:assert/strict');
const path = require('node:path');
const { test } = require('node:test');
const webpack = require('webpack');
const { hasPrerender } = require('../prerender');
const contract = require('../../../contract/package.json');
const { ROOT } = require('./type-check');

/** Every app whose production build pre-renders pages (`src/prerender.tsx`). */
const APPS = ['host', 'remote-auth', 'remote-artifacts', 'remote-instructions', 'remote-settings']
  .map((dir) => path.join(ROOT, dir))
  .filter(hasPrerender);

/** The app's production webpack configuration that pre-renders its pages. */
function prerenderConfigOf(appDir) {
  const configs = [
    require(path.join(appDir, 'webpack.config.js'))(undefined, { mode: 'production' }),
  ].flat();
  const config = configs.find((each) => each.name.endsWith('-prerender'));
  assert.ok(config, `${appDir} has a pre-render configuration`);
  return config;
}

/** Where that build resolves `request` imported from the app's src/ (an ESM import). */
function resolveWith(compiler, context, request) {
  const resolver = compiler.resolverFactory.get('normal', { dependencyType: 'esm' });
  return new Promise((resolve) => {
    resolver.resolve({}, context, request, {}, (error, result) =>
      resolve(error ? `not resolved: ${error.message.split('\n')[0]}` : result),
    );
  });
}

test('some apps pre-render (the list below is not empty)', () => {
  assert.ok(
    APPS.some((dir) => dir.endsWith('remote-artifacts')),
    APPS.join(', '),
  );
});

for (const appDir of APPS) {
  test(`${path.basename(appDir)}'s pre-render build resolves @portal/contract to its source`, async () => {
    const compiler = webpack(prerenderConfigOf(appDir));
    const entries = Object.keys(contract.exports).filter((entry) => entry !== './package.json');
    assert.ok(entries.includes('./limits'));
    for (const entry of entries) {
      const specifier = path.posix.join('@portal/contract', entry);
      assert.equal(
        await resolveWith(compiler, path.join(appDir, 'src'), specifier),
        path.join(ROOT, 'contract', contract.exports[entry]['portal-source']),
        specifier,
      );
    }
  });
}
