// The page's inline styles under the response's nonce (docs/deployment.md, "Security
// headers"): found and changed as the browser parses the page, in the host's parsed page and
// in HTML as built, whose other tokens go out as written.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import { parsePage, serialize } from './page-tree.mjs';
import { newNonce, styledHtml, styledPage, styleDocument } from './style-nonce.mjs';

const NONCE = 'bm9uY2Utb2YtdGhlLXRlc3Q=';
const META = `<meta property="csp-nonce" nonce="${NONCE}">`;
const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Both ways a page is styled: HTML as built, and a parsed page (written out by parse5). */
const WAYS = {
  'HTML as built': {
    styled: (html) => styledHtml(html, NONCE),
    unstyled: (html) => html,
  },
  'a parsed page': {
    styled: async (html) => {
      const page = parsePage(html);
      const attributeHashes = styleDocument(page, NONCE);
      return { html: serialize(page), attributeHashes };
    },
    unstyled: (html) => serialize(parsePage(html)),
  },
};

for (const [way, { styled, unstyled }] of Object.entries(WAYS)) {
  describe(`styling ${way}`, () => {
    test('puts the nonce first on each <style> and names it first in the head', async () => {
      const page =
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><style>a{}</style>' +
        '<style data-prerendered="" data-rc-order="prependQueue">b{}</style>' +
        '<style nonce="old" media="all">c{}</style></head><body><div id="root"></div></body></html>';

      const { html } = await styled(page);

      assert.equal(
        html,
        `<!DOCTYPE html><html lang="en"><head>${META}<meta charset="utf-8">` +
          `<style nonce="${NONCE}">a{}</style>` +
          `<style nonce="${NONCE}" data-prerendered="" data-rc-order="prependQueue">b{}</style>` +
          `<style nonce="${NONCE}" media="all">c{}</style></head><body><div id="root"></div></body></html>`,
      );
    });

    test('markup written as text is text: no nonce, no meta, no hash comes of it', async () => {
      const page =
        '<html><head><style>.a::after{content:"<style><head>"}</style>' +
        '<script type="application/json">{"x":"<style> <p style=\\"color:red\\">"}</script></head>' +
        '<body><noscript><style>c{}</style><p style="margin:1px"></p></noscript>' +
        '<!-- <style> <head> <p style="margin:2px"> -->' +
        '<textarea><style> style="margin:3px"</textarea><p title="<style> style=&quot;x&quot;">t</p>' +
        '</body></html>';

      const { html, attributeHashes } = await styled(page);

      assert.equal(html.split(`nonce="${NONCE}"`).length - 1, 2, 'the meta and one <style>');
      const [before, after] = html.split(`${META}<style nonce="${NONCE}">`);
      assert.equal(`${before}<style>${after}`, unstyled(page), 'nothing else changed');
      assert.deepEqual(attributeHashes, []);
    });

    test('hashes each distinct style attribute once, as the browser parses its value, in page order', async () => {
      const page =
        '<body><h1 style="margin:0;font-family:&quot;Inter&quot;, &#x27;x&#x27;">a</h1>' +
        '<p style=\'margin:0\'>b</p><p STYLE=margin:0>c</p><p style="padding:&nbsp;1px&#39;">d</p>' +
        '<svg><rect style="fill:red"/></svg></body>';

      const { attributeHashes } = await styled(page);

      assert.deepEqual(attributeHashes, [
        sha256('margin:0;font-family:"Inter", \'x\''),
        sha256('margin:0'),
        sha256("padding:\u00a01px'"),
        sha256('fill:red'),
      ]);
    });
  });
}

describe('HTML as built', () => {
  test('is sent as written but for the <style> start tags and the meta', async () => {
    const page =
      '<!doctype html><HTML lang=en><head><meta charset=utf-8 />\n<STYLE data-prerendered>b{}</STYLE>' +
      "</head><body><p class='x'  id=y>a &amp; b&nbsp;</p><div id=root></div></body></HTML>";

    const { html } = await styledHtml(page, NONCE);

    assert.equal(
      html,
      `<!doctype html><HTML lang=en><head>${META}<meta charset=utf-8 />\n` +
        `<style nonce="${NONCE}" data-prerendered="">b{}</STYLE>` +
        "</head><body><p class='x'  id=y>a &amp; b&nbsp;</p><div id=root></div></body></HTML>",
    );
  });

  test('without a <head> tag gets its styles under the nonce and no meta', async () => {
    const { html } = await styledHtml('<p>the app</p><style>a{}</style>', NONCE);
    assert.equal(html, `<p>the app</p><style nonce="${NONCE}">a{}</style>`);
  });
});

test('styledPage takes HTML as built or a parsed page', async () => {
  const html = '<html><head><style>a{}</style></head><body><p style="margin:0"></p></body></html>';
  const expected = {
    html: `<html><head>${META}<style nonce="${NONCE}">a{}</style></head><body><p style="margin:0"></p></body></html>`,
    attributeHashes: [sha256('margin:0')],
  };
  assert.deepEqual(await styledPage(html, NONCE), expected);
  assert.deepEqual(await styledPage(parsePage(html), NONCE), expected);
});

test('newNonce: 128 random bits in base64, new each time', () => {
  const [first, second] = [newNonce(), newNonce()];
  assert.match(first, /^[A-Za-z0-9+/]{22}==$/);
  assert.notEqual(first, second);
});
