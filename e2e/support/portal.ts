import { portsFrom, REMOTES, type RemoteName } from '../../tooling/build-config/portal-parts';

// The portal under test runs on non-default ports, so it never meets a developer's own.
// E2E_PORT_BASE moves them all, so two checkouts can run their suites side by side.
const BASE = Number(process.env.E2E_PORT_BASE ?? 3100);

/** The host on BASE, each remote and the API as far from it as their default ports are. */
export const PORTS = portsFrom(BASE);

export const HOST_URL = `http://localhost:${PORTS.host}`;
export const API_URL = `http://localhost:${PORTS.api}`;
/** Each remote's origin, by its federation name (`remote_settings`), in the registry's order. */
export const REMOTE_URLS = Object.fromEntries(
  REMOTES.map(({ name }) => [name, `http://localhost:${PORTS.remotes[name]}`]),
) as Record<RemoteName, string>;

/** Where the dev-loop test runs a remote's dev server (`pnpm dev:remote`). */
export const DEV_REMOTE_PORT = BASE + 12;
export const DEV_REMOTE_URL = `http://localhost:${DEV_REMOTE_PORT}`;
/** The portal under test accepts overrides from that dev server only (PORTAL_OVERRIDE_ORIGINS). */
export const OVERRIDE_ORIGINS = [DEV_REMOTE_URL];

export const STAFF = { username: 'staff@example.com', password: 'staff12345' };
export const ADMIN = { username: 'admin@example.com', password: 'admin12345' };

/** The three static mock pages (spec §2) and the heading each shows. */
export const STATIC_PAGES = [
  ['/dashboard/users', 'User Management'],
  ['/dashboard/icp', 'ICP Management'],
  ['/dashboard/usp', 'USP Management'],
] as const;
