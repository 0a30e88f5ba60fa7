// The static server of `pnpm start` (one process serves the host and every remote): any
// request target gets an answer, never a crash, and dotfiles are never served however the
// dot is written (docs/deployment.md, "Serving"); each page's inline styles are allowed by its
// own nonce or their hashes, and nothing else inline is.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { portalPage } from './portal-page.mjs';
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
  servers.strict = await start({
    security: { connectOrigins: ['http://api.test'] },
    page: async () => PRERENDERED,
  });
  // A host whose build is missing: reading its index.html fails with the file's full path.
  servers.unbuilt = await start({
    page: portalPage({ dir: join(dir, 'no-build'), config: () => ({ remotes: {} }) }),
  });
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

/** A page as the host renders it: its own styles, and a pre-rendered page's style attributes. */
const PRERENDERED = [
  '<html><head><style>html{margin:0}</style><style data-prerendered>.a{color:red}</style></head>',
  '<body><h1 style="margin:0;font-family:&quot;Inter&quot;, &#x27;x&#x27;">Sign in</h1>',
  '<p style="margin:0">twice</p><p style="margin:0">the same</p><div id="root"></div></body></html>',
].join('');

const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The directives of a response's CSP, by name. */
const policy = (response) =>
  Object.fromEntries(
    response.headers
      .get('content-security-policy')
      .split('; ')
      .map((directive) => {
        const [name, ...sources] = directive.split(' ');
        return [name, sources];
      }),
  );

describe('inline styles under the CSP', () => {
  const get = (path) => fetch(`http://127.0.0.1:${portOf('strict')}${path}`);

  test("gives each page response a new nonce, on its <style> elements and named for the page's code", async () => {
    const [first, second] = await Promise.all([get('/auth/login'), get('/auth/login')]);
    const nonces = [];
    for (const response of [first, second]) {
      const [, nonce] = /'nonce-([^']+)'/.exec(policy(response)['style-src'].join(' '));
      assert.match(nonce, /^[A-Za-z0-9+/]{22}==$/);
      const html = await response.text();
      assert.equal(html.split('<style').length - 1, 2);
      assert.equal(html.split(`<style nonce="${nonce}"`).length - 1, 2);
      assert.ok(html.includes(`<head><meta property="csp-nonce" nonce="${nonce}">`));
      nonces.push(nonce);
    }
    assert.notEqual(nonces[0], nonces[1]);
  });

  test('allows exactly the style attributes the page has, by hash, and no other inline style', async () => {
    const csp = policy(await get('/dashboard'));
    assert.deepEqual(
      csp['style-src'].filter((source) => !source.startsWith("'nonce-")),
      ["'self'"],
    );
    assert.deepEqual(csp['style-src-attr'], [
      "'unsafe-hashes'",
      sha256('margin:0;font-family:"Inter", \'x\''),
      sha256('margin:0'),
    ]);
  });

  test('a file gets no nonce: nothing inline is allowed', async () => {
    const csp = policy(await get('/main.0123abcd.js'));
    assert.deepEqual(csp['style-src'], ["'self'"]);
    assert.equal(csp['style-src-attr'], undefined);
    assert.deepEqual(csp['connect-src'], ["'self'", 'http://api.test']);
  });
});

describe('a page that cannot be rendered', () => {
  test('is a generic 500 page; the error, with its path, goes to the log only', async (t) => {
    const logged = t.mock.method(console, 'error', () => {});

    const response = await fetch(`http://127.0.0.1:${portOf('unbuilt')}/auth/login`);
    const page = await response.text();

    assert.equal(response.status, 500);
    assert.match(response.headers.get('content-type'), /^text\/html/);
    assert.match(page, /<title>Enterprise Portal<\/title>/);
    assert.match(page, /The page could not be shown/);
    assert.doesNotMatch(page, /ENOENT|no-build|index\.html|render/);
    assert.equal(logged.mock.callCount(), 1);
    const line = logged.mock.calls[0].arguments.join(' ');
    assert.match(line, /\/auth\/login/);
    assert.ok(line.includes(`ENOENT: no such file or directory, open '${join(dir, 'no-build')}`));
  });
});
