// The security headers every static server of `pnpm start` sends (docs/deployment.md says
// what a production CDN must send). The session token lives in localStorage, so the CSP is
// what keeps injected script from reading it: only files from the app's own origin and the
// configured remotes may run, and nothing inline.

/**
 * @param {{ scriptOrigins?: string[], connectOrigins?: string[] }} origins
 *   `scriptOrigins`: where else scripts may come from (the host: its remotes);
 *   `connectOrigins`: what fetch/XHR may call (the API; the host also fetches remote manifests).
 * @returns {Record<string, string>}
 */
export function securityHeaders({ scriptOrigins = [], connectOrigins = [] } = {}) {
  const list = (origins) => [...new Set(origins)].join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${list(scriptOrigins)}`.trim(),
    // antd's CSS-in-JS writes <style> elements at run time; index.html has one <style> too.
    "style-src 'self' 'unsafe-inline'",
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
