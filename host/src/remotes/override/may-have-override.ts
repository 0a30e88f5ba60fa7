/** Where a tab keeps its remote overrides until they are reset. */
export const OVERRIDE_STORAGE_KEY = 'portal.remoteOverrides';

/**
 * The only override code on the sign-in path: does this tab ask for one? Everything else
 * (checking the allowlist, the banner) is a lazily loaded chunk.
 */
export function mayHaveRemoteOverride(): boolean {
  try {
    return /[?&]remote_/.test(location.search) || !!sessionStorage.getItem(OVERRIDE_STORAGE_KEY);
  } catch {
    // Storage refused (sandboxed page): no stored override either.
    return /[?&]remote_/.test(location.search);
  }
}
