// The bench's API server, a child process of the suite so the load generator does not share
// its event loop. Same config path as api/dist/server.js (env → loadConfig → buildApp),
// plus the bench routes. Tells the parent over IPC when it listens.
// First, as in api/dist/server.js: sizes libuv's thread pool before anything starts it.
import '@portal/api/dist/thread-pool.js';
import { loadApi } from './api-dist.mjs';
import { addBenchRoutes } from './bench-routes.mjs';

const api = loadApi();
const config = api.loadConfig(process.env);
const db = api.createDb(config.database);
const app = await api.buildApp(config, db);

const { BENCH_TENANT_ID: tenantId, BENCH_WORKSPACE_ID: workspaceId } = process.env;
let baseline;
addBenchRoutes(app, { IcpBody: api.IcpBody, baselineList: () => baseline });
baseline = await api.createRepositories(db).icps.listByWorkspace(tenantId, workspaceId);

await app.listen({ port: config.port, host: config.host });
process.send({ listening: config.port });

// The parent going away (or asking) ends the server, so no bench server outlives its run.
const stop = async () => {
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.on('disconnect', stop);
process.on('SIGTERM', stop);
