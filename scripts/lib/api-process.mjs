// Starts the built API the way `pnpm start` and `pnpm dev:remote` run it.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT } from './portal-parts.mjs';

/**
 * @param {{ port: number }} api the API part (portal-parts.mjs)
 * @param {string[]} origins the browser origins the API must answer (its CORS list), unless
 *   CORS_ORIGINS is set
 */
export function startApi(api, origins) {
  return spawn(process.execPath, [join(ROOT, 'api', 'dist', 'server.js')], {
    cwd: join(ROOT, 'api'),
    env: apiEnv(api, origins),
    stdio: 'inherit',
  });
}

/** The environment the API runs with (what the start banner describes, too). */
export function apiEnv(api, origins) {
  const env = { ...process.env, PORT: String(api.port) };
  delete env.API_PORT;
  if (!env.CORS_ORIGINS) env.CORS_ORIGINS = origins.join(',');
  // Request logs would bury the URL banner; LOG_LEVEL=info brings them back.
  if (!env.LOG_LEVEL) env.LOG_LEVEL = 'warn';
  if (process.env.PORTAL_DATA_DIR && !env.SQLITE_PATH && !env.DATABASE_URL) {
    const dataDir = resolve(process.env.PORTAL_DATA_DIR);
    mkdirSync(dataDir, { recursive: true });
    env.SQLITE_PATH = join(dataDir, 'portal.sqlite');
  }
  return env;
}
