import type { RemoteName } from '@portal/shared';
import { isAllowedOverride, parseUrl } from './override-origins';

export type RemoteOverrides = Partial<Record<RemoteName, string>>;

export interface ResolvedOverrides {
  /** What this tab loads instead of the configured remotes. */
  applied: RemoteOverrides;
  /** Why each refused override was refused, for the banner. */
  refused: string[];
}

const REMOTE_PARAM = /^remote_/;

/** The `remote_x=<manifest URL>` query parameters of `search`, in order. */
export function requestedOverrides(search: string): [string, string][] {
  return [...new URLSearchParams(search)].filter(([name]) => REMOTE_PARAM.test(name));
}

/**
 * Which overrides a tab gets: the stored ones, then those of the query (which win), each
 * checked against the configured remotes and the allowlist. A refused one is never
 * registered, so nothing is fetched from it.
 */
export function resolveOverrides(
  requested: [string, string][],
  configured: RemoteOverrides,
  allowedOrigins: string[],
): ResolvedOverrides {
  const applied: RemoteOverrides = {};
  const refused: string[] = [];
  for (const [name, entry] of requested) {
    if (!Object.hasOwn(configured, name)) {
      refused.push(`Override refused: ${name} is not a remote of this portal.`);
      continue;
    }
    const url = parseUrl(entry);
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      refused.push(`Override refused: "${entry}" is not an http(s) URL.`);
      continue;
    }
    if (!isAllowedOverride(url, allowedOrigins)) {
      refused.push(
        `Override refused: ${url.origin} is not an allowed override origin for ${name}.`,
      );
      continue;
    }
    applied[name as RemoteName] = url.href;
  }
  return { applied, refused };
}
