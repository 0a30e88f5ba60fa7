// Serves a built app (host or remote) the way a CDN would: content-hashed files cached
// forever, everything that names them (HTML, JSON, manifests, remoteEntry.js) revalidated,
// and the build's precompressed `.br`/`.gz` siblings sent to browsers that accept them.
// Files are looked up on disk at each request, so a rebuild in place (a remote's deploy) is
// served at once; the build keeps the previous builds' hashed files for pages still open
// (tooling/build-config/retain-hashed-files.js, docs/deployment.md).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import sirv from 'sirv';
// One reading of a request target for this server and the dev server (CommonJS, there).
import { requestPath } from '@portal/build-config/request-path';
import { securityHeaders } from './security-headers.mjs';
import { newNonce, styledPage } from './style-nonce.mjs';

const CONTENT_HASHED = /\.[0-9a-f]{8}\.js(\.map)?$/;

function setCacheHeaders(res, pathname) {
  res.setHeader(
    'Cache-Control',
    CONTENT_HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

function setAll(res, headers) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/** A request for a page of the app (not a file): what the SPA fallback answers with index.html. */
const isPage = (pathname) => pathname === '/index.html' || extname(pathname) === '';

/**
 * Brotli's quality for HTML made per request. The default (11) takes 0.3 s for a page that
 * carries a pre-rendered page's CSS (220 KB), all of it before the first byte; 5 takes 3 ms
 * and sends about a fifth more bytes.
 */
const PAGE_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Sends generated HTML compressed as the static files are (brotli, else gzip). */
function sendHtml(req, res, html) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const [encoding, body] = /\bbr\b/.test(accepts)
    ? ['br', brotliCompressSync(html, PAGE_BROTLI)]
    : /\bgzip\b/.test(accepts)
      ? ['gzip', gzipSync(html)]
      : [null, Buffer.from(html)];
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    // A page may depend on a cookie (the dashboard's shell: portal-page.mjs).
    Vary: 'Accept-Encoding, Cookie',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** What a visitor gets when a page cannot be rendered: no cause, which is for the log. */
const RENDER_FAILED_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Enterprise Portal</title>' +
  '</head><body><p>The page could not be shown. Reload to try again.</p></body></html>';

/**
 * @param {{ dir: string, port: number, cors?: boolean, spa?: boolean,
 *           security?: { scriptOrigins?: string[], connectOrigins?: string[] },
 *           routes?: Record<string, () => unknown>,
 *           page?: (pathname: string, query: URLSearchParams, cookie?: string) =>
 *             Promise<string | import('parse5').DefaultTreeAdapterMap['document']> }} options
 *   `security`: the origins of the security headers sent on every response (none without);
 *   `routes` answers exact paths with generated JSON (the host's portal.config.json); `page`
 *   renders index.html for a page's path (the host's, with its config and preload hints:
 *   portal-page.mjs, parsed) instead of the file as built, which an SPA serves otherwise.
 */
export function serveDist({ dir, port, cors = false, spa = false, security, routes = {}, page }) {
  const renderPage = page ?? (spa ? () => readFile(join(dir, 'index.html'), 'utf8') : null);
  /** The headers of a response: a page's carry its style nonce and attribute hashes. */
  const headersFor = (styles) => (security ? securityHeaders({ ...security, styles }) : {});
  /** Every response's, until a page's replace them: the same for the server's life. */
  const fileHeaders = headersFor();
  const files = sirv(dir, {
    single: spa,
    etag: true,
    // Not sirv's development mode in any other sense: it only reads the folder at each
    // request instead of listing it once at start.
    dev: true,
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      setCacheHeaders(res, pathname);
      if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });

  const refuse = (res, status) => {
    res.writeHead(status, { 'Content-Type': 'text/plain' });
    res.end(status === 404 ? 'Not found' : 'Bad request');
  };
  const notFound = (res) => refuse(res, 404);

  const server = createServer((req, res) => {
    setAll(res, fileHeaders);
    // 400 for a target that names no path, 404 for a dotfile however its dot is encoded:
    // build bookkeeping (dist/.hashed-files.json) is not for browsers.
    const target = requestPath(req.url ?? '/');
    if ('status' in target) return refuse(res, target.status);
    const { pathname, rawPath, search } = target;
    const searchParams = new URLSearchParams(search);
    // sirv reads req.url: the path checked above, in origin-form.
    req.url = `${rawPath}${search}`;
    const generate = routes[pathname];
    if (generate) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(generate(), null, 2));
      return;
    }
    if (renderPage && isPage(pathname) && (req.method === 'GET' || req.method === 'HEAD')) {
      const nonce = newNonce();
      renderPage(pathname, searchParams, req.headers.cookie)
        .then((page) => styledPage(page, nonce))
        .then(({ html, attributeHashes }) => {
          setAll(res, headersFor({ nonce, attributeHashes }));
          sendHtml(req, res, html);
        })
        .catch((error) => {
          // The cause names the build's files (an ENOENT with its absolute path): the log's.
          console.error(`static-server: could not render ${pathname}:`, error);
          if (res.headersSent) return res.destroy();
          res.writeHead(500, {
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': 'no-store',
          });
          res.end(req.method === 'HEAD' ? undefined : RENDER_FAILED_PAGE);
        });
      return;
    }
    files(req, res, () => notFound(res));
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
