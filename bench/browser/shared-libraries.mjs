// Which shared libraries a session downloaded, and from how many apps. A JS file's source
// map lists the modules compiled into it, which holds however an app splits its chunks
// (mf-manifest.json names only a shared module's first chunk, not the chunks it needs).
/* global window -- code passed to page.evaluate runs in the browser */

export const SHARED_LIBRARIES = {
  react: /\/node_modules\/react\//,
  'react-dom': /\/node_modules\/react-dom\//,
  antd: /\/node_modules\/antd\//,
  zustand: /\/node_modules\/zustand\//,
  axios: /\/node_modules\/axios\//,
  'react-router(-dom)': /\/node_modules\/react-router(-dom)?\//,
  '@portal/shared': /(^|\/)shared\/src\//,
};

async function sourcesOf(request, url) {
  const response = await request.get(`${url}.map`);
  if (!response.ok()) return [];
  return (await response.json()).sources ?? [];
}

/** `{ [library]: { files, origins, repeated } }` for the JS files in `entries`. */
export async function sharedLibraryDownloads(request, entries) {
  const result = Object.fromEntries(
    Object.keys(SHARED_LIBRARIES).map((name) => [
      name,
      { files: 0, origins: new Set(), repeated: 0 },
    ]),
  );
  const seen = new Set();
  for (const entry of entries.filter((candidate) => candidate.kind === 'js')) {
    const repeat = seen.has(entry.url);
    seen.add(entry.url);
    const sources = await sourcesOf(request, entry.url);
    for (const [name, pattern] of Object.entries(SHARED_LIBRARIES)) {
      if (!sources.some((source) => pattern.test(source))) continue;
      result[name].files += 1;
      result[name].origins.add(entry.origin);
      if (repeat) result[name].repeated += 1;
    }
  }
  return result;
}

/** How many apps' copies of each shared module the federation runtime evaluated. */
export function evaluatedCopies(page) {
  return page.evaluate(() => {
    const scopes = window.__FEDERATION__?.__SHARE__ ?? {};
    const copies = {};
    for (const instance of Object.values(scopes)) {
      for (const [name, versions] of Object.entries(instance.default ?? {})) {
        for (const version of Object.values(versions)) {
          if (version.loaded)
            (copies[name] ??= new Set()).add(`${version.from}@${version.version}`);
        }
      }
    }
    return Object.fromEntries(Object.entries(copies).map(([name, set]) => [name, set.size]));
  });
}
