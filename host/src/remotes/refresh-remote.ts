import { registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig, type RemoteName } from '@portal/shared';

/**
 * Makes the federation runtime forget what it loaded of `remote` (its manifest, its
 * remoteEntry.js container and their failures), so the next load starts again from the
 * manifest. After a redeploy the old container asks for hashed chunks that may be gone; a
 * fresh one reads the new manifest and loads the new build.
 */
export function refreshRemote(remote: RemoteName): void {
  const entry = getRuntimeConfig().remotes[remote];
  // The chunks the old container's webpack runtime pushed (each build names the array
  // `webpackChunk<uniqueName>`, tooling/build-config/webpack.js): left there, the new
  // container would take the old chunks of the same ids as already loaded.
  delete (globalThis as Record<string, unknown>)[`webpackChunk${remote}`];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
