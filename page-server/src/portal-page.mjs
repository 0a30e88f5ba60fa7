// The host's index.html as `pnpm start` serves it: the runtime config written into the page
// (no request for /portal.config.json before anything else can start) and, for the routes the
// host's build lists in preload-hints.json, hints for everything that route loads, so the
// browser fetches it side by side (docs/deployment.md, "Preload hints and the inline config").
//
// Only data and hints are added: the config is a `<script type="application/json">` block,
// which is never executed (the CSP's script-src forbids inline script, not data), and the
// hints are `<link>` elements. Each is an element inserted into the parsed page.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { jsonForScript } from './json-for-script.mjs';
// The element the browser reads the config from (`fetchRuntimeConfig` in
// shared/src/config/runtime-config.ts, which imports the same name).
import { INLINE_CONFIG_ID } from './page-names.js';
import {
  append,
  createElement,
  elementById,
  headOf,
  insertBefore,
  parseMarkup,
  parsePage,
} from './page-tree.mjs';
import {
  PRERENDERED_FILE,
  preloadsAfterPaint,
  prerenderedElements,
  remotePrerendered,
} from './prerendered-page.mjs';
import { inShell, shellFor } from './prerendered-shell.mjs';

const MANIFEST_TIMEOUT_MS = 1_000;

/** `<link rel=… href=…>` with the given attributes. */
const link = (attributes) => createElement('link', attributes);

/**
 * A remote's JSON files (mf-manifest.json, prerender.json), revalidated on each page request
 * (its server answers 304 while a file is unchanged), so a remote's deploy shows at once. A
 * remote that does not answer within a second gets no hints and no pre-rendered page: the page
 * loads it as before, and shows its fallback.
 */
function jsonReader() {
  const cache = new Map();
  return async function readJson(url) {
    const cached = cache.get(url);
    try {
      const response = await fetch(url, {
        headers: cached?.etag ? { 'if-none-match': cached.etag } : {},
        signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
      });
      if (response.status === 304 && cached) return cached.value;
      if (!response.ok) return null;
      const value = await response.json();
      cache.set(url, { etag: response.headers.get('etag'), value });
      return value;
    } catch {
      return null;
    }
  };
}

/**
 * What the remote's page needs, by its manifest: the manifest itself (fetched by the
 * federation runtime, so `as=fetch` with CORS), remoteEntry.js and the chunks of the exposed
 * modules (the page, and the prefetch that starts its first data), which the runtime loads as classic scripts (`as=script`, no CORS, as it does).
 */
async function remoteHints(manifestUrl, modules, readManifest) {
  const hints = [link({ rel: 'preload', as: 'fetch', crossorigin: true, href: manifestUrl })];
  const manifest = await readManifest(manifestUrl);
  const exposes = (manifest?.exposes ?? []).filter((candidate) => modules.includes(candidate.path));
  const entry = manifest?.metaData?.remoteEntry;
  if (exposes.length === 0 || !entry) return hints;
  // publicPath 'auto': the remote's files sit beside its manifest.
  const base = new URL(entry.path ? `${entry.path}/` : '.', manifestUrl);
  const js = new Set([entry.name, ...exposes.flatMap((expose) => expose.assets.js.sync)]);
  for (const file of js) {
    hints.push(link({ rel: 'preload', as: 'script', href: new URL(file, base).href }));
  }
  for (const file of new Set(exposes.flatMap((expose) => expose.assets.css.sync))) {
    hints.push(link({ rel: 'preload', as: 'style', href: new URL(file, base).href }));
  }
  return hints;
}

/**
 * @param {{ dir: string, config: () => { apiBaseUrl: string, remotes: Record<string, string> } }} options
 *   `dir`: the host's build; `config`: the runtime config, as /portal.config.json answers it
 * @returns {(pathname: string, query?: URLSearchParams, cookie?: string) =>
 *   Promise<import('parse5').DefaultTreeAdapterMap['document']>}
 *   the page for a path, parsed (the server puts the response's nonce in it, style-nonce.mjs,
 *   and writes it out); `cookie` is the request's Cookie header
 */
export function portalPage({ dir, config }) {
  const readJson = jsonReader();

  return async function render(pathname, query = new URLSearchParams(), cookie = '') {
    // Read at each request, like every other file: a rebuild in place is served at once.
    const [html, hintsFile, hostPagesFile] = await Promise.all([
      readFile(join(dir, 'index.html'), 'utf8'),
      readFile(join(dir, 'preload-hints.json'), 'utf8').catch(() => '{"routes":{}}'),
      readFile(join(dir, PRERENDERED_FILE), 'utf8').catch(() => 'null'),
    ]);
    const runtimeConfig = config();
    const path = pathname.replace(/\/$/, '') || '/';
    const route = JSON.parse(hintsFile).routes[path];
    // The host's own pre-rendered frame for the path (the dashboard's shell), if any.
    const shell = shellFor(JSON.parse(hostPagesFile), path, cookie);
    const body = [];
    const head = [
      createElement(
        'script',
        { type: 'application/json', id: INLINE_CONFIG_ID },
        jsonForScript(runtimeConfig),
      ),
    ];
    if (route) {
      // A signed-in page calls the API as soon as it starts (axios: CORS, no credentials).
      if (route.api) {
        head.push(link({ rel: 'preconnect', href: runtimeConfig.apiBaseUrl, crossorigin: true }));
      }
      for (const file of route.files)
        head.push(link({ rel: 'preload', as: 'script', href: `/${file}` }));
      // A tab that names its own build of the remote (`?remote_artifacts=…`, the dev loop)
      // loads that one; a tab's stored override cannot be seen here, and is only hinted a
      // file it does not use.
      const manifestUrl =
        route.remote && !query.has(route.remote) && runtimeConfig.remotes[route.remote];
      if (manifestUrl) {
        const modules = [route.module, route.prefetch].filter(Boolean);
        const [hints, page] = await Promise.all([
          remoteHints(manifestUrl, modules, readJson),
          shell === 'withheld'
            ? null
            : remotePrerendered(manifestUrl, route.module, readJson, query),
        ]);
        head.push(...hints);
        const prerendered =
          shell && shell !== 'withheld'
            ? inShell(shell, page)
            : page && { html: parseMarkup(page.html), css: page.css };
        if (prerendered) {
          const { head: style, body: markup } = prerenderedElements(route, prerendered);
          head.push(style);
          body.push(markup);
        }
      }
    }
    const page = parsePage(html);
    append(headOf(page), head);
    const root = elementById(page, 'root');
    // Without the app's root, there is nothing a pre-rendered page could stand in for.
    if (root && body.length > 0) {
      insertBefore(root, body);
      preloadsAfterPaint(page);
    }
    return page;
  };
}
