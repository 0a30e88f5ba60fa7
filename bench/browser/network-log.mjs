// Every response a page receives, with its encoded (over-the-wire) body size, so bytes can
// be split by origin and by kind (JS, CSS, other) afterwards, and when it started and ended
// (chain-depth.mjs).

function kindOf(url, resourceType) {
  const path = new URL(url).pathname;
  if (resourceType === 'script' || path.endsWith('.js')) return 'js';
  if (resourceType === 'stylesheet' || path.endsWith('.css')) return 'css';
  return 'other';
}

/** Starts logging `page`'s requests; `entries()` resolves once all sizes are known. */
export function logNetwork(page, originNames) {
  const pending = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        const sizes = await request.sizes();
        const url = request.url().split('?')[0];
        // startTime is epoch ms, responseEnd ms after it: one clock for every request.
        const { startTime, responseEnd } = request.timing();
        return {
          url,
          start: startTime,
          end: startTime + Math.max(responseEnd, 0),
          origin: originNames[new URL(url).origin] ?? 'other',
          kind: kindOf(url, request.resourceType()),
          bytes: sizes.responseBodySize,
          encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
        };
      })(),
    );
  });
  return { entries: () => Promise.all(pending) };
}

/** `{ [origin]: { js, css, requests } }` plus a `total` row. */
export function summarise(entries) {
  const byOrigin = {};
  const add = (key, entry) => {
    const row = (byOrigin[key] ??= { js: 0, css: 0, requests: 0, jsRequests: 0 });
    row.requests += 1;
    if (entry.kind === 'js') {
      row.js += entry.bytes;
      row.jsRequests += 1;
    }
    if (entry.kind === 'css') row.css += entry.bytes;
  };
  for (const entry of entries) {
    add(entry.origin, entry);
    add('total', entry);
  }
  return byOrigin;
}
