import type { RemoteName } from '@portal/shared';

/**
 * The registry's area of each remote (tooling/build-config/portal-parts.json), written in at
 * build time by webpack.config.js (and by jest.config.js for the tests): the sign-in page
 * carries these few words, not the registry.
 */
declare const PORTAL_REMOTE_AREAS: Record<RemoteName, string>;

/** The part of the portal each remote provides, as the fallback names it. */
export const REMOTE_AREAS: Record<RemoteName, string> = PORTAL_REMOTE_AREAS;
