// Serves a built app (host or remote) the way a CDN would: content-hashed files cached
// forever, everything that names them (HTML, JSON, manifests, remoteEntry.js) revalidated,
// and the build's precompressed `.br`/`.gz` siblings sent to browsers that accept them.
import { createServer } from 'node:http';
import sirv from 'sirv';

const CONTENT_HASHED = /\.[0-9a-f]{8}\.js(\.map)?$/;

function setCacheHeaders(res, pathname) {
  res.setHeader(
    'Cache-Control',
    CONTENT_HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/**
 * @param {{ dir: string, port: number, cors?: boolean, spa?: boolean,
 *           routes?: Record<string, () => unknown> }} options
 *   `routes` answers exact paths with generated JSON (the host's portal.config.json).
 */
export function serveDist({ dir, port, cors = false, spa = false, routes = {} }) {
  const files = sirv(dir, {
    single: spa,
    etag: true,
    dev: false,
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      setCacheHeaders(res, pathname);
      if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });

  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const generate = routes[pathname];
    if (generate) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(generate(), null, 2));
      return;
    }
    files(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
