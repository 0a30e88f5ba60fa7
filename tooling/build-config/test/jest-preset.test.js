// A browser package's jest runs on a fresh clone, before anything is built: every entry of
// @portal/contract it imports resolves to the contract's TypeScript source, as webpack's does.
const assert = require('node:assert/strict');
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const { test } = require('node:test');
const preset = require('../jest-preset');
const contract = require('../../../contract/package.json');
const { ROOT } = require('./type-check');

/** Jest's own conditions for `require` (jest-runtime), then the environment's. */
function jestConditions() {
  const environment = preset.testEnvironmentOptions?.customExportConditions ?? ['browser'];
  return ['require', 'node', 'default', ...environment];
}

/** Where Node, given those conditions, resolves `specifier` from a package's folder. */
function resolveFrom(packageDir, specifier) {
  const conditions = jestConditions().map((name) => `--conditions=${name}`);
  const script = `process.stdout.write(require.resolve(${JSON.stringify(specifier)}))`;
  const result = spawnSync(process.execPath, [...conditions, '-e', script], {
    cwd: path.join(ROOT, packageDir),
    encoding: 'utf8',
  });
  return result.status === 0 ? result.stdout : result.stderr.match(/^Error: .*$/m)?.[0];
}

test("a browser package's jest resolves every @portal/contract entry to its source", () => {
  const entries = Object.keys(contract.exports).filter((entry) => entry !== './package.json');
  assert.ok(entries.includes('./limits') && entries.includes('./template'));
  for (const entry of entries) {
    const specifier = path.posix.join('@portal/contract', entry);
    assert.equal(
      resolveFrom('remote-settings', specifier),
      path.join(ROOT, 'contract', contract.exports[entry]['portal-source']),
      specifier,
    );
  }
});
