import { fetchRuntimeConfig, sessionStore } from '@portal/shared';
import { registerPortalRemotes } from '../remotes/federation';

export const PORTAL_CONFIG_URL = '/portal.config.json';

/** Reads where the API and remotes live, tells the federation runtime, restores the session. */
export async function startPortal(): Promise<void> {
  const config = await fetchRuntimeConfig(PORTAL_CONFIG_URL);
  registerPortalRemotes(config.remotes);
  sessionStore.getState().restoreSession();
}
