/**
 * The scorecard part of the API bench alone (issue 39 §4), without the load runs: for each
 * dialect named (`sqlite`, `postgres`), a fresh database with the demo data, the staged ICP
 * release and the scale case's 100 tenants (without their ICPs), RECORDED_CALLS calls of the
 * released version; the plans of the scorecard's reads, then the scorecard read over HTTP by
 * the admin and by staff (scorecard.mjs). Needs api/dist (build first).
 *
 *   node bench/api/scorecard-only.mjs sqlite postgres
 */
import { sql } from 'kysely';
import { loadApi } from './api-dist.mjs';
import { createBenchDatabase } from './database.mjs';
import { endpointsOf } from './endpoints.mjs';
import { seedListedWorkspace, seedScaleTenants, stageRelease } from './fixtures.mjs';
import { scorecardQueryPlans, staffId } from './query-plan.mjs';
import { measureScorecard, seedModelCalls } from './scorecard.mjs';
import { startServer } from './server-process.mjs';

const api = loadApi();
let failed = false;
for (const dialect of process.argv.slice(2)) {
  const say = (line) => console.log(`${dialect}: ${line}`);
  const database = await createBenchDatabase(dialect);
  const db = api.createDb(database.config);
  let server;
  try {
    const scope = await seedListedWorkspace(api, db);
    const released = await stageRelease(api, db, scope.tenantId);
    await seedScaleTenants(db);
    await seedModelCalls(db, released);
    // As in dialect.mjs: what autovacuum would do soon after such an insert.
    if (api.isPostgres(db)) await sql`ANALYZE`.execute(db);
    const plans = await scorecardQueryPlans(api, db, { ...released, staffId: await staffId(db) });
    for (const row of plans.rows) console.log([dialect, ...row].join(' | '));
    say(`scorecardPlanFullScans ${plans.fullScans}, scorecardPlanSorts ${plans.sorts}`);
    failed ||= plans.fullScans + plans.sorts > 0;
    server = await startServer({ databaseEnv: database.env, ...scope });
    const { tenants } = await endpointsOf(server.url, scope);
    await measureScorecard(server.url, tenants.headers, released, say);
  } finally {
    await server?.stop();
    await db.destroy();
    await database.drop();
  }
}
process.exit(failed ? 1 : 0);
