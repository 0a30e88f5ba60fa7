// Inline styles under a strict CSP (docs/deployment.md, "Security headers"): each page
// response gets a fresh nonce. Its own <style> elements carry it, and it is named in
// <meta property="csp-nonce"> for the code that writes more at run time (antd's CSS-in-JS, the
// scroll lock), which reads it there (patches/@rc-component__util*.patch). A pre-rendered page's
// `style` attributes cannot carry a nonce: the policy allows each by its hash instead.
import { createHash, randomBytes } from 'node:crypto';

/** A nonce for one response: 128 random bits, as CSP asks. */
export const newNonce = () => randomBytes(16).toString('base64');

/** The page with its <style> elements under the nonce, and the nonce named for the code. */
export function withStyleNonce(html, nonce) {
  return html
    .replace(/<style(?=[\s>])/g, `<style nonce="${nonce}"`)
    .replace(/<head>/, `<head><meta property="csp-nonce" nonce="${nonce}">`);
}

// What React's markup and the page server's serializer (parse5: `&nbsp;` for U+00A0) escape in
// an attribute value; a hash is of the value as parsed.
const ENTITIES = { amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'", nbsp: '\u00a0' };
const decode = (value) =>
  value.replace(/&(amp|quot|lt|gt|#x27|#39|nbsp);/g, (_, name) => ENTITIES[name]);

/** CSP hash sources (`'sha256-…'`) for each distinct `style="…"` attribute of the page. */
export function styleAttributeHashes(html) {
  const values = new Set(
    [...html.matchAll(/\sstyle="([^"]*)"/g)].map(([, value]) => decode(value)),
  );
  return [...values].map(
    (value) => `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`,
  );
}
