// Inline styles under a strict CSP (docs/deployment.md, "Security headers"): each page
// response gets a fresh nonce. Its own <style> elements carry it, and it is named in
// <meta property="csp-nonce"> for the code that writes more at run time (antd's CSS-in-JS, the
// scroll lock), which reads it there (patches/@rc-component__util*.patch). A pre-rendered page's
// `style` attributes cannot carry a nonce: the policy allows each by its hash instead.
//
// Nothing is found or changed by text patterns. The host's page is already a parsed tree
// (portal-page.mjs): its elements get the nonce there. A page served as built (a remote's
// index.html) is read token by token by parse5's rewriting stream, which tokenizes as browsers
// do (raw text in <style>, <script>, <noscript>; entities decoded in attribute values) and
// sends every token it is not asked to change as it was written: only the <style> start tags
// and the <meta> after <head> are written anew.
import { createHash, randomBytes } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { RewritingStream } from 'parse5-html-rewriting-stream';
import {
  attributeOf,
  attributesOf,
  createElement,
  findElements,
  headOf,
  insertFirst,
  serialize,
  setAttributes,
} from './page-tree.mjs';

/** A nonce for one response: 128 random bits, as CSP asks. */
export const newNonce = () => randomBytes(16).toString('base64');

/** The CSP hash source (`'sha256-…'`) of an attribute's value as the browser parsed it. */
const hashSource = (value) =>
  `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`;

/** A <style>'s attributes under the nonce: it first, any nonce it had gone. */
const withNonce = (attrs, nonce) => [
  { name: 'nonce', value: nonce },
  ...attrs.filter((attribute) => attribute.name !== 'nonce'),
];

/** What names the nonce for the page's code, first in its head. */
const nonceMeta = (nonce) => [
  { name: 'property', value: 'csp-nonce' },
  { name: 'nonce', value: nonce },
];

/**
 * A parsed page (page-tree.mjs) under `nonce`, changed in place: each <style> element with the
 * nonce as its first attribute, `<meta property="csp-nonce">` first in the head.
 * @param {import('parse5').DefaultTreeAdapterMap['document']} page
 * @param {string} nonce this response's (newNonce)
 * @returns {string[]} the CSP hash sources of its distinct `style` attribute values, in the
 *   page's order
 */
export function styleDocument(page, nonce) {
  const values = new Set();
  for (const element of findElements(page, () => true)) {
    const style = attributeOf(element, 'style');
    if (style !== undefined) values.add(style);
    if (element.tagName === 'style')
      setAttributes(element, withNonce(attributesOf(element), nonce));
  }
  const meta = createElement('meta', {});
  setAttributes(meta, nonceMeta(nonce));
  insertFirst(headOf(page), meta);
  return [...values].map(hashSource);
}

/**
 * HTML as built under `nonce`: the same as `styleDocument`, on the tokens of the page as
 * written (a page without a `<head>` tag gets no meta), every other token sent unchanged.
 * @param {string} html
 * @param {string} nonce
 * @returns {Promise<{ html: string, attributeHashes: string[] }>}
 */
export async function styledHtml(html, nonce) {
  const rewriter = new RewritingStream();
  const values = new Set();
  let headSeen = false;
  rewriter.on('startTag', (tag, raw) => {
    const style = tag.attrs.find((attribute) => attribute.name === 'style');
    if (style) values.add(style.value);
    if (tag.tagName === 'style')
      rewriter.emitStartTag({ ...tag, attrs: withNonce(tag.attrs, nonce) });
    else rewriter.emitRaw(raw);
    if (tag.tagName === 'head' && !headSeen) {
      headSeen = true;
      rewriter.emitStartTag({ tagName: 'meta', attrs: nonceMeta(nonce), selfClosing: false });
    }
  });
  const written = text(rewriter);
  rewriter.end(html);
  return { html: await written, attributeHashes: [...values].map(hashSource) };
}

/**
 * A page as sent under `nonce`, and the hash sources of its style attributes.
 * @param {string | import('parse5').DefaultTreeAdapterMap['document']} page HTML as built, or
 *   a parsed page (the host's, whose 200 KB stylesheet is then not tokenized again)
 * @param {string} nonce
 * @returns {Promise<{ html: string, attributeHashes: string[] }>}
 */
export async function styledPage(page, nonce) {
  if (typeof page === 'string') return styledHtml(page, nonce);
  const attributeHashes = styleDocument(page, nonce);
  return { html: serialize(page), attributeHashes };
}
