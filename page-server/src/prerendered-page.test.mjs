// A remote's pre-rendered page in the host's HTML (docs/architecture.md, "Paint before
// JavaScript"): what the server puts into the page, and what it leaves alone.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseMarkup, parsePage, serialize, serializeOuter } from './page-tree.mjs';
import { preloadsAfterPaint, prerenderedElements, remotePrerendered } from './prerendered-page.mjs';

const MANIFEST = 'https://auth.example.com/app/mf-manifest.json';
const LOGIN = { remote: 'remote_auth', module: './LoginPage' };

/** A reader that answers from `files`, by URL, as the cached reader does (null: unreadable). */
const readerOf = (files) => {
  const asked = [];
  const read = async (url) => {
    asked.push(url);
    return files[url] ?? null;
  };
  return Object.assign(read, { asked });
};

/** The remote's page for `route`, placed as the server places it, as HTML (null: none). */
async function prerenderedPage(manifestUrl, route, read) {
  const page = await remotePrerendered(manifestUrl, route.module, read);
  if (!page) return null;
  const { head, body } = prerenderedElements(route, { ...page, html: parseMarkup(page.html) });
  return { head: serializeOuter(head), body: serializeOuter(body) };
}

describe("a remote's pre-rendered page", () => {
  test("reads prerender.json beside the remote's manifest and places the page and its CSS", async () => {
    const read = readerOf({
      'https://auth.example.com/app/prerender.json': {
        './LoginPage': { html: '<form>Sign In</form>', css: '.ant-btn{color:red}' },
      },
    });

    const page = await prerenderedPage(MANIFEST, LOGIN, read);

    assert.deepEqual(read.asked, ['https://auth.example.com/app/prerender.json']);
    assert.equal(
      page.body,
      '<div id="portal-prerendered" data-remote="remote_auth" data-module="./LoginPage"><form>Sign In</form></div>',
    );
    // Queued as antd queues its own styles; the root stays hidden while the page is there.
    assert.equal(
      page.head,
      '<style data-prerendered="" data-rc-order="prependQueue">#portal-prerendered~#root{display:none}.ant-btn{color:red}</style>',
    );
  });

  test('CSS cannot close its <style> element early', async () => {
    const css = '.a{content:"</style><script>alert(1)</script>"}';
    const read = readerOf({
      'https://auth.example.com/app/prerender.json': { './LoginPage': { html: '', css } },
    });

    const { head } = await prerenderedPage(MANIFEST, LOGIN, read);

    assert.equal(head.match(/<\/style/gi).length, 1);
    assert.ok(head.endsWith('</style>'));
  });

  test('no page when the remote has no file, not that page, or a page of another shape', async () => {
    const url = 'https://auth.example.com/app/prerender.json';
    for (const files of [
      {},
      { [url]: { './OtherPage': { html: '<p></p>', css: '' } } },
      { [url]: { './LoginPage': { html: '<p></p>' } } },
      { [url]: { './LoginPage': { html: 42, css: '' } } },
      { [url]: ['not', 'pages'] },
    ]) {
      assert.equal(await prerenderedPage(MANIFEST, LOGIN, readerOf(files)), null);
    }
  });

  test('a page rendered for some query values is sent only with those', async () => {
    const manifest = 'https://artifacts.example.com/mf-manifest.json';
    const page = { html: '<p>ICPs</p>', css: '', query: { tab: ['', 'icp'], edit: [''] } };
    const read = readerOf({
      'https://artifacts.example.com/prerender.json': { './DashboardPage': page },
    });
    const fits = async (search) =>
      (await remotePrerendered(manifest, './DashboardPage', read, new URLSearchParams(search))) !==
      null;

    assert.equal(await fits(''), true);
    assert.equal(await fits('tenant=t1&workspace=w1&tab=icp'), true);
    assert.equal(await fits('tab=usp'), false);
    assert.equal(await fits('edit=new'), false);
    assert.equal(await remotePrerendered(manifest, './DashboardPage', read), page);
  });
});

describe('preloadsAfterPaint', () => {
  test('moves every preload link into a data block, crossorigin kept, and nothing else', () => {
    const page =
      '<html><head><title>Portal</title>' +
      '<link rel="preload" as="script" href="/main.1.js">' +
      '<link rel="preload" as="script" href="https://auth.example.com/remoteEntry.js" crossorigin>' +
      '<link rel="stylesheet" href="/app.css">' +
      '</head><body><div id="root"></div></body></html>';

    const moved = serialize(preloadsAfterPaint(parsePage(page)));

    assert.doesNotMatch(moved, /rel="preload"/);
    assert.match(moved, /<link rel="stylesheet" href="\/app.css">/);
    const block =
      /<script type="application\/json" id="portal-preloads">(.*?)<\/script><\/head>/.exec(moved);
    assert.ok(block, 'the data block ends the head');
    assert.deepEqual(JSON.parse(block[1]), [
      { href: '/main.1.js', as: 'script' },
      { href: 'https://auth.example.com/remoteEntry.js', as: 'script', crossorigin: true },
    ]);
  });
});
