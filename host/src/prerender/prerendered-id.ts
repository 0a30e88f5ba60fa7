/**
 * The element the server puts a pre-rendered page in, before the app's root: named once for
 * the host and the page server, in @portal/page-server/page-names.
 */
export { PRERENDERED_ID } from '@portal/page-server/page-names';
