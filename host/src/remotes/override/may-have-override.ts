/**
 * The only override code on the sign-in path: does this tab ask for one, by a `remote_` query
 * parameter or by overrides kept for the tab (stored as `{"remote_x": url}`, so the same test
 * finds them)? A false alarm only loads the override chunk, which then finds nothing.
 * The key is stored-overrides.ts's OVERRIDE_STORAGE_KEY written out: importing it would make
 * the lazy chunk import from this module, which then is no longer inlined into the sign-in
 * path's chunk and costs bytes there. The override tests fail if the two ever differ.
 */
export function mayHaveRemoteOverride(): boolean {
  return /remote_/.test(location.search + sessionStorage.getItem('remote_overrides'));
}
