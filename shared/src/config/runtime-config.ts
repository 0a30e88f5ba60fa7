import { INLINE_CONFIG_ID } from '@portal/page-server/page-names';
import { configured } from './configured';

/**
 * A remote's federation name, as the registry of remotes lists it
 * (tooling/build-config/portal-parts.json): a remote not listed there is a compile error.
 * Types only: the runtime imports nothing of the tooling.
 */
export type RemoteName = keyof (typeof import('@portal/build-config/portal-parts.json'))['remotes'];

/**
 * Where the API and each remote live. The host fetches this at start (portal.config.json),
 * so moving a remote or the API changes a file, not a build.
 */
export interface RuntimeConfig {
  apiBaseUrl: string;
  /** Manifest (`mf-manifest.json`) URL of each remote. */
  remotes: Partial<Record<RemoteName, string>>;
}

let current: RuntimeConfig = { apiBaseUrl: 'http://localhost:4000', remotes: {} };

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function configureRuntime(config: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...current, ...config, remotes: { ...current.remotes, ...config.remotes } };
  configured();
  return current;
}

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.apiBaseUrl === 'string' &&
    typeof candidate.remotes === 'object' &&
    candidate.remotes !== null &&
    Object.values(candidate.remotes).every((url) => typeof url === 'string')
  );
}

/**
 * Applies the runtime configuration: the copy the server wrote into the page, when it did
 * (`<script type="application/json" id="portal-config">`, INLINE_CONFIG_ID of
 * @portal/page-server/page-names, docs/deployment.md), else fetched
 * from `url`. Throws with the reason when it is unusable.
 */
export async function fetchRuntimeConfig(url: string): Promise<RuntimeConfig> {
  const inline = document.getElementById(INLINE_CONFIG_ID)?.textContent;
  let body: unknown;
  if (inline) body = JSON.parse(inline);
  else {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
    body = await response.json();
  }
  if (!isRuntimeConfig(body)) throw new Error(`${url} must hold apiBaseUrl and remotes`);
  return configureRuntime(body);
}
