// Serves a built app (host or remote) the way a CDN would: content-hashed files cached
// forever, everything that names them (HTML, JSON, manifests, remoteEntry.js) revalidated,
// and the build's precompressed `.br`/`.gz` siblings sent to browsers that accept them.
// Files are looked up on disk at each request, so a rebuild in place (a remote's deploy) is
// served at once; the build keeps the previous builds' hashed files for pages still open
// (tooling/build-config/retain-hashed-files.js, docs/deployment.md).
import { createServer } from 'node:http';
import sirv from 'sirv';

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

/**
 * @param {{ dir: string, port: number, cors?: boolean, spa?: boolean,
 *           headers?: Record<string, string>, routes?: Record<string, () => unknown> }} options
 *   `headers` go on every response (the security headers); `routes` answers exact paths with
 *   generated JSON (the host's portal.config.json).
 */
export function serveDist({ dir, port, cors = false, spa = false, headers = {}, routes = {} }) {
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

  const notFound = (res) => {
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('Not found');
  };

  const server = createServer((req, res) => {
    setAll(res, headers);
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    // Build bookkeeping (dist/.hashed-files.json) is not for browsers.
    if (pathname.includes('/.')) return notFound(res);
    const generate = routes[pathname];
    if (generate) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(generate(), null, 2));
      return;
    }
    files(req, res, () => notFound(res));
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
