import { loadApiClient } from './api/http-client';
import { sessionStore } from './session';

/**
 * The data layer is a separate runtime entry loaded on first use, so the sign-in page does not
 * download it. Imported by package name: the federation singleton, never a second copy.
 */
const loadDataLayer = () => import('@portal/shared/data');

/** What a user does on the sign-in form before pressing 'Sign In': typing, clicking. */
const FIRST_INPUT = ['keydown', 'pointerdown'] as const;

/**
 * Nobody is signed in: the HTTP client downloads when the user starts on the form, so 'Sign
 * In' does not wait on it, and loading the page does not (an idle-time fetch would).
 */
function loadClientOnFirstInput(): void {
  const stop = new AbortController();
  const load = () => {
    stop.abort();
    // A failed download is logged; the call that needs it tries again.
    loadApiClient().catch(() => undefined);
  };
  for (const type of FIRST_INPUT)
    document.addEventListener(type, load, { capture: true, signal: stop.signal });
}

/**
 * Restores the session (spec §4, page load), and loads the data layer as soon as someone is
 * signed in, now or later: from then on it follows the session's events and loads its lists.
 */
export function startSession(): void {
  sessionStore.getState().restoreSession();
  if (!sessionStore.getState().isAuthenticated) loadClientOnFirstInput();
  const loadOnceSignedIn = () => {
    if (!sessionStore.getState().isAuthenticated) return;
    stop();
    void loadDataLayer();
  };
  const stop = sessionStore.subscribe(loadOnceSignedIn);
  loadOnceSignedIn();
}
