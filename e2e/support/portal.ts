// The portal under test runs on non-default ports, so it never meets a developer's own.
// E2E_PORT_BASE moves them all, so two checkouts can run their suites side by side.
const BASE = Number(process.env.E2E_PORT_BASE ?? 3100);

export const PORTS = {
  host: BASE,
  remoteAuth: BASE + 1,
  remoteArtifacts: BASE + 2,
  remoteInstructions: BASE + 3,
  remoteSettings: BASE + 4,
  api: BASE + 1000,
} as const;

export const HOST_URL = `http://localhost:${PORTS.host}`;
export const REMOTE_AUTH_URL = `http://localhost:${PORTS.remoteAuth}`;
export const REMOTE_ARTIFACTS_URL = `http://localhost:${PORTS.remoteArtifacts}`;
export const REMOTE_INSTRUCTIONS_URL = `http://localhost:${PORTS.remoteInstructions}`;
export const REMOTE_SETTINGS_URL = `http://localhost:${PORTS.remoteSettings}`;
export const API_URL = `http://localhost:${PORTS.api}`;

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
