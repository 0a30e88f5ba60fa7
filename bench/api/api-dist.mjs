import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The API as built (api/dist, CommonJS), the code `pnpm start` runs. Loaded on demand
 * because the suite builds it first when it is missing.
 */
export function loadApi() {
  const load = (path) => require(`@portal/api/dist/${path}`);
  return {
    ...load('app.js'),
    ...load('config.js'),
    ...load('db/connection.js'),
    ...load('db/migrate.js'),
    ...load('db/seed.js'),
    ...load('repositories/index.js'),
    // The ICP's response schema, from the contract's build (api's build makes it first).
    IcpBody: require('@portal/contract').Icp,
  };
}
