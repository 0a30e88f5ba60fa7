// A remote's pre-rendered page in the host's HTML (docs/architecture.md, "Paint before
// JavaScript"): the remote's build writes `prerender.json` beside its mf-manifest.json; for a
// route that shows one of its pages, the server puts that page's markup before the app's root
// and its CSS in the head, so the page paints from the first response. The host's code swaps
// in the live page once it has run (host/src/prerender). A remote without the file, or
// without that page in it, is served as before. Each piece is parsed and its nodes inserted
// into the parsed page (page-tree.mjs), never put in by replacing text.
import { jsonForScript } from './json-for-script.mjs';
import { PRELOADS_ID, PRERENDERED_ID } from './page-names.js';
import { append, attributeOf, createElement, findElements, headOf, remove } from './page-tree.mjs';

export const PRERENDERED_FILE = 'prerender.json';

/** CSS that cannot close its <style> element early. */
const cssForStyle = (css) => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * False when the request's query asks for a state the page was not rendered in: each
 * parameter the page names must have one of its values ('' for absent).
 */
export function fitsQuery(page, query) {
  return Object.entries(page.query ?? {}).every(
    ([name, values]) => Array.isArray(values) && values.includes(query.get(name) ?? ''),
  );
}

/**
 * A remote's pre-rendered page, from the `prerender.json` beside its manifest, when it fits
 * the request's query.
 * @param {string} manifestUrl the remote's mf-manifest.json, as the runtime config names it
 * @param {string} module the exposed page (`./LoginPage`)
 * @param {(url: string) => Promise<unknown>} readJson a cached reader (null when unreadable)
 * @param {URLSearchParams} [query] the request's query
 * @returns {Promise<{ html: string, css: string } | null>}
 */
export async function remotePrerendered(
  manifestUrl,
  module,
  readJson,
  query = new URLSearchParams(),
) {
  const pages = await readJson(new URL(PRERENDERED_FILE, manifestUrl).href);
  const page = pages?.[module];
  if (typeof page?.html !== 'string' || typeof page?.css !== 'string') return null;
  return fitsQuery(page, query) ? page : null;
}

/**
 * What a pre-rendered page adds to the HTML: its markup in an element named by the route's
 * page (the live page that takes its place), for before the app's root, and its CSS, for the
 * head.
 * @param {{ remote: string, module: string }} route the route's page (`./LoginPage`)
 * @param {{ html: import('parse5').DefaultTreeAdapterMap['documentFragment'], css: string }} page
 *   its markup, parsed (`parseMarkup`; `inShell` for a page in the host's shell)
 * @returns {{ head: import('parse5').DefaultTreeAdapterMap['element'],
 *             body: import('parse5').DefaultTreeAdapterMap['element'] }}
 */
export function prerenderedElements({ remote, module }, page) {
  // Hidden, the app's root still renders (and loads the page) behind the pre-rendered one.
  const hideRoot = `#${PRERENDERED_ID}~#root{display:none}`;
  const body = createElement('div', {
    id: PRERENDERED_ID,
    'data-remote': remote,
    'data-module': module,
  });
  // The remote's markup is trusted as its scripts are: the page runs those anyway.
  append(body, page.html.childNodes);
  return {
    // Queued as antd queues its own styles, so the ones it adds later go after these, in the
    // order the live page alone would have them.
    head: createElement(
      'style',
      { 'data-prerendered': true, 'data-rc-order': 'prependQueue' },
      `${hideRoot}${cssForStyle(page.css)}`,
    ),
    body,
  };
}

/**
 * A page that paints from its HTML needs none of its scripts for that, so none of them should
 * compete with the paint: its preload links become a data block at the end of the head (never
 * run, like the inline config), and the host's first script adds them once the page has
 * painted, before it starts the app. Lighthouse's simulation counts every request finished
 * before the paint as needed for it.
 * @param {import('parse5').DefaultTreeAdapterMap['document']} page the parsed page, changed
 */
export function preloadsAfterPaint(page) {
  const links = findElements(
    page,
    (element) => element.tagName === 'link' && attributeOf(element, 'rel') === 'preload',
  );
  const preloads = links.map((link) => {
    remove(link);
    return {
      href: attributeOf(link, 'href'),
      as: attributeOf(link, 'as'),
      ...(attributeOf(link, 'crossorigin') !== undefined && { crossorigin: true }),
    };
  });
  append(headOf(page), [
    createElement('script', { type: 'application/json', id: PRELOADS_ID }, jsonForScript(preloads)),
  ]);
  return page;
}
