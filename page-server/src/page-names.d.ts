// The types of page-names.js, for the browser packages (TypeScript). page-names.test.mjs
// checks that both name the same constants with the same values.

/** The element the server puts a pre-rendered page in, before the app's root. */
export declare const PRERENDERED_ID: 'portal-prerendered';

/** The data block the server moves a pre-rendered page's preloads into. */
export declare const PRELOADS_ID: 'portal-preloads';

/** The data block of the runtime config the server writes into the page. */
export declare const INLINE_CONFIG_ID: 'portal-config';

/** The cookie that tells the server this browser has a session. */
export declare const SESSION_HINT_COOKIE: 'portal_signed_in';
