/**
 * The element the server puts a pre-rendered page in, before the app's root
 * (scripts/lib/prerendered-page.mjs names it too).
 */
export const PRERENDERED_ID = 'portal-prerendered';
