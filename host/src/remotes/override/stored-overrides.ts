import type { RemoteOverrides } from './resolve-overrides';

/** Where a tab keeps its remote overrides until they are reset (may-have-override.ts reads it). */
export const OVERRIDE_STORAGE_KEY = 'remote_overrides';

/** The tab's stored overrides as [remote, URL] pairs; anything unreadable counts as none. */
export function readStoredOverrides(): [string, string][] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(OVERRIDE_STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return [];
    return Object.entries(stored).filter(
      (pair): pair is [string, string] => typeof pair[1] === 'string',
    );
  } catch {
    return [];
  }
}

/** Keeps the accepted overrides for the tab (sessionStorage), or forgets them when none. */
export function storeOverrides(applied: RemoteOverrides): void {
  if (Object.keys(applied).length === 0) sessionStorage.removeItem(OVERRIDE_STORAGE_KEY);
  else sessionStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(applied));
}

/**
 * Forgets every override and reloads the page without its `remote_` parameters, so the
 * configured remotes load again.
 */
export function resetOverrides(navigate = (url: string) => location.replace(url)): void {
  sessionStorage.removeItem(OVERRIDE_STORAGE_KEY);
  const url = new URL(location.href);
  for (const name of [...url.searchParams.keys()]) {
    if (name.startsWith('remote_')) url.searchParams.delete(name);
  }
  navigate(url.href);
}
