// The host's page as the page server builds it (docs/deployment.md, "Pre-rendered pages"):
// each piece goes where it belongs, whatever text it holds. Pieces are parsed and inserted,
// so neither replacement patterns (`$'`, `$&`) nor markup written as text (`</head>` in a
// stylesheet) can move another piece or copy the page.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { serialize } from './page-tree.mjs';
import { portalPage } from './portal-page.mjs';
import { serveDist } from './static-server.mjs';
import { newNonce, styledPage } from './style-nonce.mjs';

const INDEX =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Enterprise Portal</title>' +
  '<style>html,body,#root{height:100%;margin:0}</style></head>' +
  '<body><noscript>Enterprise Portal needs JavaScript.</noscript><div id="root"></div></body></html>';
const SLOT = '<div id="portal-page-slot"></div>';
const SIGNED_IN = 'portal_signed_in=1';

let dir;
let remote;
/** The remote's prerender.json and the chunk its page is in, rewritten by each test. */
function remoteFiles({ pages, chunk = '__federation_expose_LoginPage.0123abcd.js' }) {
  writeFileSync(join(dir, 'remote', 'prerender.json'), JSON.stringify(pages));
  const exposes = ['./LoginPage', './DashboardPage'].map((path) => ({
    path,
    assets: { js: { sync: [chunk] }, css: { sync: [] } },
  }));
  writeFileSync(
    join(dir, 'remote', 'mf-manifest.json'),
    JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes }),
  );
}

/** The page for `path`, parsed, with a shell around the dashboard whose markup is `shellHtml`. */
async function renderDocument(
  path,
  { cookie = '', shellHtml = `<main>${SLOT}</main>`, shellCss = '' } = {},
) {
  writeFileSync(
    join(dir, 'host', 'prerender.json'),
    JSON.stringify({
      '/dashboard': { html: shellHtml, css: shellCss, slot: SLOT, whenCookie: 'portal_signed_in' },
    }),
  );
  const manifest = `http://127.0.0.1:${remote.address().port}/mf-manifest.json`;
  const page = portalPage({
    dir: join(dir, 'host'),
    config: () => ({
      apiBaseUrl: 'http://api.test',
      remotes: { remote_auth: manifest, remote_artifacts: manifest },
    }),
  });
  return page(path, new URLSearchParams(), cookie);
}

/** The page for `path` as HTML. */
const render = async (path, options) => serialize(await renderDocument(path, options));

const count = (text, pattern) => text.match(pattern)?.length ?? 0;

/** One document: one html, head, body and app root, whatever the pieces held. */
function assertOnePage(page) {
  assert.equal(count(page, /<html[\s>]/g), 1, 'one <html>');
  assert.equal(count(page, /<head[\s>]/g), 1, 'one <head>');
  assert.equal(count(page, /<body[\s>]/g), 1, 'one <body>');
  assert.equal(count(page, /id="root"/g), 1, 'one #root');
  assert.equal(count(page, /id="portal-config"/g), 1, 'one config block');
}

/** The text of the page's one `<script id="portal-preloads">` data block, parsed. */
function preloadsOf(page) {
  const blocks = [
    ...page.matchAll(/<script type="application\/json" id="portal-preloads">(.*?)<\/script>/g),
  ];
  assert.equal(blocks.length, 1);
  return JSON.parse(blocks[0][1]);
}

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-page-'));
  mkdirSync(join(dir, 'host'));
  mkdirSync(join(dir, 'remote'));
  writeFileSync(join(dir, 'host', 'index.html'), INDEX);
  writeFileSync(
    join(dir, 'host', 'preload-hints.json'),
    JSON.stringify({
      routes: {
        '/auth/login': {
          files: ['auth.0123abcd.js'],
          remote: 'remote_auth',
          module: './LoginPage',
        },
        '/dashboard': {
          files: [],
          api: true,
          remote: 'remote_artifacts',
          module: './DashboardPage',
        },
      },
    }),
  );
  remote = await serveDist({ dir: join(dir, 'remote'), port: 0, cors: true });
});

after(() => {
  remote.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a remote's pre-rendered page in the host's page", () => {
  test('goes before the root, its CSS in the head, with replacement patterns kept as written', async () => {
    const html = "<form><p>$' then $&amp; then $` then $$</p></form>";
    const css = '.a::after{content:"$\' $& $` $$"}';
    remoteFiles({ pages: { './LoginPage': { html, css } } });

    const page = await render('/auth/login');

    assertOnePage(page);
    assert.ok(
      page.includes(
        `<div id="portal-prerendered" data-remote="remote_auth" data-module="./LoginPage">${html}</div><div id="root"></div>`,
      ),
    );
    assert.ok(page.includes(`#portal-prerendered~#root{display:none}${css}</style>`));
    assert.ok(page.indexOf(css) < page.indexOf('</head>'));
  });

  test("a hinted file whose name holds `$'` is named once, in the data block", async () => {
    const chunk = "page$'x.0123abcd.js";
    remoteFiles({ pages: { './LoginPage': { html: '<p>Sign in</p>', css: '' } }, chunk });

    const page = await render('/auth/login');

    assertOnePage(page);
    const hrefs = preloadsOf(page).map((preload) => preload.href);
    assert.equal(hrefs.filter((href) => href.endsWith(chunk)).length, 1);
  });

  test('markup written as text in the CSS stays text: no head ends there, no link is taken from it', async () => {
    const css =
      '.a::after{content:"</head><link rel=\\"preload\\" as=\\"script\\" href=\\"/x.js\\">"}';
    remoteFiles({ pages: { './LoginPage': { html: '<p>Sign in</p>', css } } });

    const page = await render('/auth/login');

    assertOnePage(page);
    assert.ok(page.includes(`${css}</style>`), 'the CSS as written');
    assert.ok(page.indexOf(css) < page.indexOf('id="portal-preloads"'), 'the block ends the head');
    assert.ok(!preloadsOf(page).some((preload) => preload.href.endsWith('/x.js')));
  });

  test("the dashboard's page in the shell's slot, with patterns in either, one page", async () => {
    const html = "<h2>Onboarding Artifacts $'</h2>";
    remoteFiles({ pages: { './DashboardPage': { html, css: '.b{}' } } });

    const page = await render('/dashboard', {
      cookie: SIGNED_IN,
      shellHtml: `<aside>$' $&amp;</aside><main>${SLOT}</main>`,
    });

    assertOnePage(page);
    assert.ok(
      page.includes(
        `data-module="./DashboardPage"><aside>$' $&amp;</aside><main>${html}</main></div><div id="root"></div>`,
      ),
    );
  });

  test('a style attribute is allowed by the hash of the value the browser parses', async () => {
    const value = 'margin:0;font-family:"Inter", \'x\';padding:\u00a01px';
    const html = `<p style="margin:0;font-family:&quot;Inter&quot;, &#x27;x&#x27;;padding:\u00a01px">Sign in</p>`;
    remoteFiles({ pages: { './LoginPage': { html, css: '' } } });

    const page = await renderDocument('/auth/login');

    const sha = `'sha256-${createHash('sha256').update(value).digest('base64')}'`;
    const { attributeHashes } = await styledPage(page, newNonce());
    assert.deepEqual(attributeHashes, [sha]);
  });
});
