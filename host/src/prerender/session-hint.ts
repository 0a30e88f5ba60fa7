import { SESSION_HINT_COOKIE } from '@portal/page-server/page-names';
import { sessionStore } from '@portal/shared';

/**
 * A cookie that tells the page server this browser has a session, so that it sends the
 * dashboard's pre-rendered shell (src/prerender.tsx names it in the build's prerender.json;
 * its name is kept once, for the host and the page server, in @portal/page-server/page-names).
 * Only a hint: the session itself is the token in localStorage, which the server never sees;
 * a stale hint paints the shell a moment before the sign-in page.
 */
export { SESSION_HINT_COOKIE };

function writeHint(signedIn: boolean) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // Lax: sent when a link from elsewhere opens the dashboard; it grants nothing.
  document.cookie = signedIn
    ? `${SESSION_HINT_COOKIE}=1; Path=/; SameSite=Lax${secure}`
    : `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/**
 * Keeps the hint equal to the session from now on: there while signed in, gone once not.
 * Returns the way to stop.
 */
export function keepSessionHint(): () => void {
  writeHint(sessionStore.getState().isAuthenticated);
  return sessionStore.subscribe((state, previous) => {
    if (state.isAuthenticated !== previous.isAuthenticated) writeHint(state.isAuthenticated);
  });
}
