import assert from 'node:assert/strict';
import { test } from 'node:test';
import refuseIncompatibleRemotes from './version-check.mjs';

/** The host's runtime options as the federation runtime keeps them: what it shares, and from whom. */
const hostOptions = {
  name: 'host',
  shared: {
    '@portal/shared': [{ version: '2.0.0', from: 'host' }],
    '@portal/shared/antd': [{ version: '2.0.0', from: 'host' }],
    react: [{ version: '19.3.1', from: 'host' }],
  },
};

function manifest(shared, buildVersion = '1.4.0') {
  return { metaData: { buildInfo: { buildVersion } }, shared };
}

function load(shared) {
  const args = {
    options: hostOptions,
    moduleInfo: { name: 'remote_settings' },
    manifestJson: manifest(shared),
    from: 'manifest',
  };
  return { args, run: () => refuseIncompatibleRemotes().loadRemoteSnapshot(args) };
}

test('lets a remote in whose required versions the page provides', () => {
  const { args, run } = load([
    { name: '@portal/shared', singleton: true, requiredVersion: '^2.0.0' },
    { name: 'react', singleton: true, requiredVersion: '^19.0.0' },
  ]);
  assert.equal(run(), args);
});

test('refuses a remote built against a newer runtime, naming both versions', () => {
  const { run } = load([
    { name: '@portal/shared/antd', singleton: true, requiredVersion: '^2.1.0' },
    { name: '@portal/shared', singleton: true, requiredVersion: '^2.1.0' },
    { name: 'react', singleton: true, requiredVersion: '^19.0.0' },
  ]);
  assert.throws(run, {
    name: 'RuntimeVersionMismatch',
    message: 'remote_settings needs runtime ^2.1.0; this page provides 2.0.0',
    remoteVersion: '1.4.0',
  });
});

test('refuses a remote that needs a major the page does not have, also of a library', () => {
  const { run } = load([{ name: 'react', singleton: true, requiredVersion: '^20.0.0' }]);
  assert.throws(run, { message: 'remote_settings needs react ^20.0.0; this page provides 19.3.1' });
});

test('leaves alone what the page does not share itself and modules that are not singletons', () => {
  const { args, run } = load([
    { name: 'zustand', singleton: true, requiredVersion: '^9.0.0' },
    { name: '@portal/shared', singleton: false, requiredVersion: '^3.0.0' },
  ]);
  assert.equal(run(), args);
});
