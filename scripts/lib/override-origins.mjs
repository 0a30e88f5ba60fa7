// Which origins a tab of a `pnpm start` portal may load a remote from instead of the
// configured one (`?<remote>=<manifest URL>`, docs/deployment.md "A remote team's dev loop").
// A local, non-production portal: any port of localhost by default. Production configs list
// none.
import { LOCAL_OVERRIDE_ORIGINS } from '../../tooling/build-config/portal-parts.js';

/** PORTAL_OVERRIDE_ORIGINS (comma-separated; empty: none), else the local default. */
export function overrideOrigins(env = process.env) {
  const raw = env.PORTAL_OVERRIDE_ORIGINS;
  if (raw === undefined) return LOCAL_OVERRIDE_ORIGINS;
  return raw
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

/**
 * The same origins for the CSP's connect-src with their WebSocket twins: a dev server's
 * live-reload client connects back to its origin over ws:.
 */
export function withWebSockets(origins) {
  return origins.flatMap((origin) => [origin, origin.replace(/^http(s?):/, 'ws$1:')]);
}
