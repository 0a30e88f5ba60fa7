// The names the host's page and the page server share: the elements the server writes into the
// page and the host's code (or @portal/shared's runtime config) reads, and the cookie the host
// writes and the server reads. Named once, here: the server imports this module, the browser
// packages import it as `@portal/page-server/page-names` (types: page-names.d.ts). Constants
// only, so that it adds nothing but the strings to the sign-in page's code.

/** The element the server puts a pre-rendered page in, before the app's root. */
export const PRERENDERED_ID = 'portal-prerendered';

/**
 * The data block the server moves a pre-rendered page's preloads into, so that they do not
 * compete with its paint; the host's first script starts them.
 */
export const PRELOADS_ID = 'portal-preloads';

/** The data block of the runtime config the server writes into the page. */
export const INLINE_CONFIG_ID = 'portal-config';

/**
 * The cookie that tells the server this browser has a session, so that it sends the
 * dashboard's pre-rendered shell (the host's build names it in its prerender.json).
 */
export const SESSION_HINT_COOKIE = 'portal_signed_in';
