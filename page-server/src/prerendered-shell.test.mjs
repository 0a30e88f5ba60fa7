// The host's pre-rendered shell around a remote's page: which requests get it, how the page
// goes in, and how the two stylesheets become one that antd reads whole.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { serialize } from './page-tree.mjs';
import { hasCookie, inShell, mergedCss, shellFor } from './prerendered-shell.mjs';

/** inShell's markup as HTML. */
const inShellHtml = (shell, page) => {
  const { html, css } = inShell(shell, page);
  return { html: serialize(html), css };
};

const SLOT = '<div id="portal-page-slot"></div>';
const SHELL = {
  html: `<aside>Main</aside><main>${SLOT}</main>`,
  css: '.ant-layout{display:flex}.data-ant-cssinjs-cache-path{content:"Shared|ant:aaa;Layout|ant:bbb";}',
  slot: SLOT,
  whenCookie: 'portal_signed_in',
};
const HOST_PAGES = { '/dashboard': SHELL };
const PAGE = {
  html: '<h2>Onboarding Artifacts</h2>',
  css: '.ant-tabs{margin:0}.data-ant-cssinjs-cache-path{content:"Shared|ant:aaa;Tabs|ant:ccc";}',
};

describe('shellFor', () => {
  test('gives the shell to a request with its cookie, among others', () => {
    assert.equal(shellFor(HOST_PAGES, '/dashboard', 'theme=dark; portal_signed_in=1'), SHELL);
  });

  test('withholds it without the cookie, or with one whose name only starts the same', () => {
    assert.equal(shellFor(HOST_PAGES, '/dashboard', undefined), 'withheld');
    assert.equal(shellFor(HOST_PAGES, '/dashboard', 'portal_signed_in_x=1'), 'withheld');
  });

  test('has none for another path, no file, or a shell that lost its slot', () => {
    assert.equal(shellFor(HOST_PAGES, '/auth/login', 'portal_signed_in=1'), null);
    assert.equal(shellFor(null, '/dashboard', 'portal_signed_in=1'), null);
    const broken = { '/dashboard': { ...SHELL, html: '<aside>Main</aside>' } };
    assert.equal(shellFor(broken, '/dashboard', 'portal_signed_in=1'), null);
  });

  test('has none when the slot is only written as text, not an element of the parsed shell', () => {
    for (const html of [
      `<aside title='${SLOT}'>Main</aside>`,
      `<aside>Main</aside><!--${SLOT}-->`,
      `<textarea>${SLOT}</textarea>`,
    ]) {
      const textOnly = { '/dashboard': { ...SHELL, html } };
      assert.equal(shellFor(textOnly, '/dashboard', 'portal_signed_in=1'), null, html);
    }
  });
});

describe('inShell', () => {
  test("puts the page's markup in the slot, and keeps one antd map of both stylesheets", () => {
    const { html, css } = inShellHtml(SHELL, PAGE);

    assert.equal(html, '<aside>Main</aside><main><h2>Onboarding Artifacts</h2></main>');
    assert.equal(
      css,
      '.ant-layout{display:flex}.ant-tabs{margin:0}' +
        '.data-ant-cssinjs-cache-path{content:"Shared|ant:aaa;Layout|ant:bbb;Tabs|ant:ccc";}',
    );
    assert.equal(css.match(/data-ant-cssinjs-cache-path/g).length, 1);
  });

  test('leaves the slot empty when the remote sent no page', () => {
    assert.deepEqual(inShellHtml(SHELL, null), {
      html: '<aside>Main</aside><main></main>',
      css: SHELL.css,
    });
  });

  test('takes the markup as it is, even with `$` in it', () => {
    assert.equal(
      inShellHtml(SHELL, { html: "<p>$&amp; $' $$</p>", css: '' }).html,
      "<aside>Main</aside><main><p>$&amp; $' $$</p></main>",
    );
  });
});

test('mergedCss without maps joins the stylesheets', () => {
  assert.equal(mergedCss('.a{}', '.b{}'), '.a{}.b{}');
});

test('hasCookie reads names, not values', () => {
  assert.equal(hasCookie('a=portal_signed_in', 'portal_signed_in'), false);
  assert.equal(hasCookie(' portal_signed_in=1 ', 'portal_signed_in'), true);
});
