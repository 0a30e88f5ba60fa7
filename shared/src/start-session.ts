import { sessionStore } from './session';

/**
 * The data layer is a separate runtime entry loaded on first use, so the sign-in page does not
 * download it. Imported by package name: the federation singleton, never a second copy.
 */
const loadDataLayer = () => import('@portal/shared/data');

/**
 * Restores the session (spec §4, page load), and loads the data layer as soon as someone is
 * signed in, now or later: from then on it follows the session's events and loads its lists.
 */
export function startSession(): void {
  sessionStore.getState().restoreSession();
  const loadOnceSignedIn = () => {
    if (!sessionStore.getState().isAuthenticated) return;
    stop();
    void loadDataLayer();
  };
  const stop = sessionStore.subscribe(loadOnceSignedIn);
  loadOnceSignedIn();
}
