// The security headers every static server of `pnpm start` sends (docs/deployment.md says
// what a production CDN must send). The session token lives in localStorage, so the CSP is
// what keeps injected script from reading it: only files from the app's own origin and the
// configured remotes may run, and nothing inline. Inline styles need the response's nonce
// (style-nonce.mjs), or, for a pre-rendered page's `style` attributes, their hashes.

/**
 * @param {{ scriptOrigins?: string[], connectOrigins?: string[],
 *           styles?: { nonce?: string, attributeHashes?: string[] } }} options
 *   `scriptOrigins`: where else scripts may come from (the host: its remotes);
 *   `connectOrigins`: what fetch/XHR may call (the API; the host also fetches remote manifests);
 *   `styles`: a page's nonce and the hashes of its `style` attributes (none for a file)
 * @returns {Record<string, string>}
 */
export function securityHeaders({ scriptOrigins = [], connectOrigins = [], styles = {} } = {}) {
  const list = (origins) => [...new Set(origins)].join(' ');
  const { nonce, attributeHashes = [] } = styles;
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${list(scriptOrigins)}`.trim(),
    `style-src 'self'${nonce ? ` 'nonce-${nonce}'` : ''}`,
    // Without this directive, style-src (which no attribute can meet) governs them.
    ...(attributeHashes.length > 0
      ? [`style-src-attr 'unsafe-hashes' ${list(attributeHashes)}`]
      : []),
    `connect-src 'self' ${list(connectOrigins)}`.trim(),
    // The favicon is `data:,`.
    "img-src 'self' data:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    // Older browsers that ignore frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
}
