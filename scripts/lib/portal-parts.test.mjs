// The registry of remotes (tooling/build-config/portal-parts.json) is the one list of them:
// every `remote-*` package of the workspace is in it under its own name, and nothing else.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { REMOTES } from '../../tooling/build-config/portal-parts.js';
import { BUILD_INPUTS, portalParts, ROOT } from './portal-parts.mjs';
import { workspacePackages } from './workspace-packages.mjs';

/** The folder every remote builds against; a package, not a remote. */
const NOT_REMOTES = new Set(['remote-kit']);

const isRemoteDir = (dir) => /^remote-/.test(dir) && !NOT_REMOTES.has(dir);

test('every remote-* folder of the workspace is in the registry, and every entry has its folder', () => {
  const onDisk = readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isRemoteDir(entry.name))
    .map((entry) => entry.name)
    .sort();
  const inWorkspace = workspacePackages()
    .map(({ dir }) => dir)
    .filter(isRemoteDir)
    .sort();
  const registered = REMOTES.map(({ dir }) => dir).sort();
  assert.deepEqual(onDisk, registered, 'remote-* folders vs the registry');
  assert.deepEqual(inWorkspace, registered, 'pnpm-workspace.yaml vs the registry');
});

test("each remote's package, federation name and port variable follow its folder", () => {
  for (const remote of REMOTES) {
    const manifest = join(ROOT, remote.dir, 'package.json');
    assert.ok(existsSync(manifest), `${remote.dir}/package.json`);
    assert.equal(JSON.parse(readFileSync(manifest, 'utf8')).name, remote.packageName);
    // Federation names are JavaScript identifiers (`window.remote_auth`, `remote_auth/LoginPage`).
    assert.equal(remote.name, remote.dir.replaceAll('-', '_'));
    assert.equal(remote.portEnv, `${remote.name.toUpperCase()}_PORT`);
    assert.ok(remote.area.trim(), `${remote.name} names the area it provides`);
  }
});

test('no two parts share a default port or a port variable', () => {
  const { api, host, remotes } = portalParts({});
  const parts = [api, host, ...remotes];
  assert.equal(new Set(parts.map(({ port }) => port)).size, parts.length);
  assert.equal(new Set(parts.map(({ portEnv }) => portEnv)).size, parts.length);
});

test('a port variable moves its part, and a bad one is refused with its name', () => {
  const { remotes } = portalParts({ REMOTE_SETTINGS_PORT: '3999' });
  assert.equal(remotes.find(({ dir }) => dir === 'remote-settings').port, 3999);
  assert.throws(() => portalParts({ API_PORT: 'x' }), {
    message: "API_PORT must be a port number (1-65535), got 'x'",
  });
});

test('a part counts as stale when any workspace package it builds from changed (remote-kit too)', () => {
  const dirOf = new Map(workspacePackages().map((pkg) => [pkg.name, pkg.dir]));
  const inputs = (dir) =>
    BUILD_INPUTS.some((input) => input === dir || input.startsWith(`${dir}/`));
  const { api, host, remotes } = portalParts({});
  for (const part of [api, host, ...remotes]) {
    const pkg = workspacePackages().find(({ dir }) => dir === part.dir);
    const missing = pkg.workspaceDeps.map((name) => dirOf.get(name)).filter((dir) => !inputs(dir));
    assert.deepEqual(missing, [], `${part.dir} builds from ${missing.join(', ')}`);
  }
});
