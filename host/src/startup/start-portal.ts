import { fetchRuntimeConfig, startSession } from '@portal/shared';
import { registerPortalRemotes } from '../remotes/federation';
import { mayHaveRemoteOverride } from '../remotes/override/may-have-override';

export const PORTAL_CONFIG_URL = '/portal.config.json';

/** Reads where the API and remotes live, tells the federation runtime, restores the session. */
export async function startPortal(): Promise<void> {
  const config = await fetchRuntimeConfig(PORTAL_CONFIG_URL);
  // A developer's remote override (docs/deployment.md, "A remote team's dev loop"): its code
  // is loaded only when the tab asks for one, never on an ordinary sign-in page.
  const remotes = mayHaveRemoteOverride()
    ? (await import('../remotes/override/apply-remote-overrides')).default(config)
    : config.remotes;
  registerPortalRemotes(remotes);
  startSession();
}
