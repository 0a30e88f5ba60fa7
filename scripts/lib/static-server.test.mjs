// The static server of `pnpm start` (one process serves the host and every remote): any
// request target gets an answer, never a crash, and dotfiles are never served however the
// dot is written (docs/deployment.md, "Serving").
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { serveDist } from './static-server.mjs';

/** A built app's folder with the bookkeeping and secrets a server must never hand out. */
function distFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'static-server-'));
  writeFileSync(join(dir, 'index.html'), '<p>the app</p>');
  writeFileSync(join(dir, 'main.0123abcd.js'), 'console.log(1)');
  writeFileSync(join(dir, '.hashed-files.json'), '{"builds":[]}');
  writeFileSync(join(dir, '.env'), 'SECRET=dotfile');
  mkdirSync(join(dir, 'assets', '.git'), { recursive: true });
  writeFileSync(join(dir, 'assets', '.git', 'config'), '[core] secret');
  return dir;
}

/** How long a request may go unanswered: a server whose handler threw never answers. */
const NO_ANSWER_MS = 5_000;

/**
 * Sends a request line as written (no client library normalises it) and reads the answer's
 * status and body; status 0 when the server closed the connection, or left it, unanswered.
 */
function rawRequest(port, target) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks = [];
    socket.setTimeout(NO_ANSWER_MS, () => socket.destroy());
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => (chunks.length > 0 ? undefined : reject(error)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  });
}

/** The app (remote-like: files, SPA fallback) and the host (its pages rendered). */
const servers = {};
let dir;

before(async () => {
  dir = distFolder();
  const start = (options) => serveDist({ dir, port: 0, spa: true, ...options });
  servers.remote = await start({ cors: true });
  servers.host = await start({ page: async (pathname) => `<p>page ${pathname}</p>` });
});

after(() => {
  for (const server of Object.values(servers)) server.close();
  rmSync(dir, { recursive: true, force: true });
});

const portOf = (name) => servers[name].address().port;

for (const name of ['remote', 'host']) {
  describe(`the ${name}'s server`, () => {
    test('answers an unparseable request target with 400 and keeps serving', async () => {
      for (const target of ['http://[', '*', '%', '/%', '/a%zz', '/%c0%ae%c0%ae/x', 'x/y']) {
        const { status } = await rawRequest(portOf(name), target);
        assert.equal(status, 400, `${target} answered ${status}`);
      }
      assert.equal((await rawRequest(portOf(name), '/main.0123abcd.js')).status, 200);
    });

    test('answers a request line too long for a header with a 4xx and keeps serving', async () => {
      const { status } = await rawRequest(portOf(name), `/${'a'.repeat(20_000)}`);
      assert.ok(status >= 400 && status < 500, `answered ${status}`);
      assert.equal((await rawRequest(portOf(name), '/main.0123abcd.js')).status, 200);
    });

    test('serves an absolute-form target as its path, and an empty segment as the root', async () => {
      const absolute = await rawRequest(portOf(name), 'http://localhost/main.0123abcd.js');
      assert.equal(absolute.status, 200);
      assert.equal(absolute.body, 'console.log(1)');
      assert.equal((await rawRequest(portOf(name), '//')).status, 200);
      assert.equal((await rawRequest(portOf(name), `/${'a'.repeat(2_000)}.js`)).status, 404);
    });

    test('never serves a dotfile, however the dot is encoded', async () => {
      const dotted = [
        '/.env',
        '/.hashed-files.json',
        '/%2eenv',
        '/%2Ehashed-files.json',
        '/%252eenv',
        '/%25252ehashed-files.json',
        '/assets/.git/config',
        '/assets/%2egit/config',
        '/assets%2f%2egit%2fconfig',
        '/assets/x/.%2e/%2egit/config',
        '/.%2e/etc/passwd',
        '/%2e%2e/%2e%2e/etc/passwd',
        '/assets\\.git\\config',
        'http://localhost/%2eenv',
        'http://localhost/assets/%2egit/config',
      ];
      for (const target of dotted) {
        const { status, body } = await rawRequest(portOf(name), target);
        assert.equal(status, 404, `${target} answered ${status}`);
        assert.doesNotMatch(body, /secret|builds/i, target);
      }
    });
  });
}
