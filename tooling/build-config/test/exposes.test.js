// readExposes: the federation plugin's `exposes` come from the remote's src/exposes.ts.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { after, test } = require('node:test');
const { readExposes } = require('../exposes');
const { ROOT } = require('./type-check');

const made = [];
after(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A throwaway remote folder holding `files` (path relative to it → text). */
function fakeRemote(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exposes-'));
  made.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

test("a remote's exposes are the keys and files of its src/exposes.ts", () => {
  assert.deepEqual(readExposes(path.join(ROOT, 'remote-auth')), {
    './LoginPage': './src/pages/login-page.tsx',
    './TenantSelectionPage': './src/pages/tenant-selection-page.tsx',
    './WorkspaceSelectionPage': './src/pages/workspace-selection-page.tsx',
    './mount': './src/mount.tsx',
  });
});

test('a .ts module and a `satisfies`-less literal are read too', () => {
  const dir = fakeRemote({
    'src/exposes.ts': "export const exposes = { './mount': () => import('./lifecycles/mount') };",
    'src/lifecycles/mount.ts': 'export {};',
  });
  assert.deepEqual(readExposes(dir), { './mount': './src/lifecycles/mount.ts' });
});

test('an exposed module whose file is missing fails the build, naming it and its line', () => {
  const dir = fakeRemote({
    'src/exposes.ts': "export const exposes = {\n  './Page': () => import('./pages/gone'),\n};",
  });
  assert.throws(() => readExposes(dir), /exposes\.ts:2:3: \.\/pages\/gone is not a file of src\//);
});

test('an entry that is not `() => import(...)` fails the build instead of being skipped', () => {
  const dir = fakeRemote({
    'src/exposes.ts': "export const exposes = {\n  './Page': './src/pages/page.tsx',\n};",
    'src/pages/page.tsx': 'export default function Page() { return null; }',
  });
  assert.throws(() => readExposes(dir), /exposes\.ts:2:3: each exposed module must be/);
});

test('a file without `export const exposes` fails the build', () => {
  const dir = fakeRemote({ 'src/exposes.ts': 'const exposes = {};\nexport default exposes;' });
  assert.throws(() => readExposes(dir), /no `export const exposes = \{ \.\.\. \}`/);
});
