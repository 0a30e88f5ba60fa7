// The security headers every static server of `pnpm start` sends (docs/deployment.md says
// what a production CDN must send). The session token lives in localStorage, so the CSP is
// what keeps injected script from reading it: only files from the app's own origin and the
// configured remotes may run, and nothing inline. Inline styles need the response's nonce
// (style-nonce.mjs), or, for a pre-rendered page's `style` attributes, their hashes.
//
// Built by helmet, as the API's are (api/src/plugins/security-headers.ts): its checks refuse a
// directive or source that is misspelled, unquoted (`self`, `nonce-…`, `sha256-…`) or would
// end its directive (`;`, `,`). Only these four headers: helmet's others would change what
// the portal's pages may do (Cross-Origin-Resource-Policy: same-origin, say, would keep the
// host from running a remote's scripts).
import helmet from 'helmet';

/** Helmet's headers for these options, as `{ name: value }`, read off a stand-in response. */
function helmetHeaders(options) {
  const headers = {};
  const response = {
    setHeader: (name, value) => {
      headers[name] = String(value);
    },
    removeHeader: (name) => {
      delete headers[name];
    },
  };
  // With fixed directives (no functions) each helmet middleware sets its header and calls
  // next() at once, without an error; options it rejects throw from helmet() itself.
  helmet(options)({}, response, () => {});
  return headers;
}

/**
 * @param {{ scriptOrigins?: string[], connectOrigins?: string[],
 *           styles?: { nonce?: string, attributeHashes?: string[] } }} options
 *   `scriptOrigins`: where else scripts may come from (the host: its remotes);
 *   `connectOrigins`: what fetch/XHR may call (the API; the host also fetches remote manifests);
 *   `styles`: a page's nonce and the hashes of its `style` attributes (none for a file)
 * @returns {Record<string, string>}
 */
export function securityHeaders({ scriptOrigins = [], connectOrigins = [], styles = {} } = {}) {
  const list = (...sources) => [...new Set(sources)];
  const { nonce, attributeHashes = [] } = styles;
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': list("'self'", ...scriptOrigins),
        'style-src': ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : [])],
        // Without this directive, style-src (which no attribute can meet) governs them.
        ...(attributeHashes.length > 0 && {
          'style-src-attr': list("'unsafe-hashes'", ...attributeHashes),
        }),
        'connect-src': list("'self'", ...connectOrigins),
        // The favicon is `data:,`.
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'no-referrer' },
    // Older browsers that ignore frame-ancestors.
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  });
  const csp = headers['Content-Security-Policy'];
  return {
    // Helmet joins the directives with ';'. The policy as documented, as CDNs are told to send
    // it and as tests read it, has '; ' (CSP allows the space): helmet refuses ';' inside a
    // directive, so each ';' is a directive's end.
    'Content-Security-Policy': csp.split(';').join('; '),
    'X-Content-Type-Options': headers['X-Content-Type-Options'],
    'Referrer-Policy': headers['Referrer-Policy'],
    'X-Frame-Options': headers['X-Frame-Options'],
  };
}
