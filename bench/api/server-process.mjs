import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';

/** The bench's API servers listen in 4500-4599 (other ports belong to the portal and its tests). */
const PORTS = { first: 4500, last: 4599 };

function isFree(port, host) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen({ port, host }, () => probe.close(() => resolve(true)));
  });
}

async function freePort(host) {
  for (let port = PORTS.first; port <= PORTS.last; port++)
    if (await isFree(port, host)) return port;
  throw new Error(`no free port in ${PORTS.first}-${PORTS.last}`);
}

/**
 * Starts api/server.mjs on `databaseEnv` with limits raised for load: the login throttles
 * (a bench signs in hundreds of times from one address) and logging at `warn`, as `pnpm start`
 * runs the API; `env` adds variables (UV_THREADPOOL_SIZE). Resolves once it listens.
 */
export async function startServer({ databaseEnv, tenantId, workspaceId, env = {} }) {
  const host = '127.0.0.1';
  const port = await freePort(host);
  const child = fork(new URL('./server.mjs', import.meta.url), {
    env: {
      PATH: process.env.PATH,
      HOST: host,
      PORT: String(port),
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      LOGIN_IP_MAX: '1000000',
      LOGIN_ADDRESS_MAX_FAILURES: '1000000',
      LOGIN_USERNAME_SLOWDOWN_AFTER: '1000000',
      BENCH_TENANT_ID: tenantId,
      BENCH_WORKSPACE_ID: workspaceId,
      ...databaseEnv,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the bench API server exited with ${code}`)));
  });
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  return {
    url: `http://${host}:${port}`,
    stop: async () => {
      child.disconnect();
      await stopped;
    },
  };
}
