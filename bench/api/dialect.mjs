import { sql } from 'kysely';
import { createBenchDatabase } from './database.mjs';
import { endpointsOf, listBody, serverCpu } from './endpoints.mjs';
import { measureExport, seedExportWorkspace } from './export.mjs';
import {
  LISTED_ICPS,
  OTHER_AUDIT_ENTRIES,
  OTHER_ICPS,
  seedListedWorkspace,
  seedOtherTenants,
  stageRelease,
} from './fixtures.mjs';
import { measureLoginLoad } from './login-load.mjs';
import {
  auditQueryPlans,
  listQueryPlans,
  resolveQueryPlans,
  scorecardQueryPlans,
  staffId,
} from './query-plan.mjs';
import { measureList, measureResolveSteady, measureThroughput } from './scenarios.mjs';
import { measureScorecard, RECORDED_CALLS, seedModelCalls } from './scorecard.mjs';
import { startServer } from './server-process.mjs';

/**
 * Everything measured on one database: a fresh one with the demo data and a workspace of
 * LISTED_ICPS ICPs; then OTHER_ICPS more ICPs in other tenants for the scale case and the
 * query plans. The database is dropped afterwards, whatever happens.
 */
export async function benchDialect(api, dialect, log) {
  const database = await createBenchDatabase(dialect);
  const db = api.createDb(database.config);
  let server;
  try {
    const scope = await seedListedWorkspace(api, db);
    const released = await stageRelease(api, db, scope.tenantId);
    server = await startServer({ databaseEnv: database.env, ...scope });
    const endpoints = await endpointsOf(server.url, scope);
    const body = await listBody(endpoints);
    if (body.icps !== LISTED_ICPS)
      throw new Error(`the list holds ${body.icps} ICPs, not ${LISTED_ICPS}`);
    log(`${dialect}: API on ${server.url}, list of ${body.icps} ICPs = ${body.bytes} bytes`);

    const say = (line) => log(`${dialect}: ${line}`);
    const cpu = serverCpu(server.url);
    const throughput = await measureThroughput(endpoints, cpu, say);
    const resolveSteady = await measureResolveSteady(endpoints, say);
    const { loginLoad, loginLoadPool4 } = await measureLoginLoad(server, endpoints, cpu, say, {
      databaseEnv: database.env,
      ...scope,
    });

    const exportScope = {
      tenantId: scope.tenantId,
      workspaceId: await seedExportWorkspace(api, db, scope.tenantId),
    };
    const exported = await measureExport(server.url, endpoints.tenants.headers, exportScope, say);

    const started = Date.now();
    await seedOtherTenants(db);
    // What autovacuum would do within a minute of such an insert; SQLite has no equivalent
    // the API runs, so its planner goes without statistics, as in production.
    if (api.isPostgres(db)) await sql`ANALYZE`.execute(db);
    log(
      `${dialect}: added ${OTHER_ICPS} ICPs and ${OTHER_AUDIT_ENTRIES} audit entries elsewhere in ${Date.now() - started} ms`,
    );
    const large = await measureList(endpoints, cpu, say);
    // The released ICP version's scorecard (issue 39 §4), with every tenant in place.
    const seeded = Date.now();
    await seedModelCalls(db, released);
    if (api.isPostgres(db)) await sql`ANALYZE`.execute(db);
    say(`recorded ${RECORDED_CALLS} model calls in ${Date.now() - seeded} ms`);
    const scorecard = await measureScorecard(server.url, endpoints.tenants.headers, released, say);
    const plans = await listQueryPlans(api, db, scope.tenantId, scope.workspaceId);
    // The bench's tenant, and a user whose own password entries are among the global ones.
    const auditPlans = await auditQueryPlans(api, db, {
      tenantId: scope.tenantId,
      userId: 'scale-user-100',
    });
    const [other] = await api.createRepositories(db).tenants.findByIdOrName('Globex');
    const resolvePlans = await resolveQueryPlans(api, db, {
      stagedTenantId: scope.tenantId,
      otherTenantId: other.id,
    });
    const scorecardPlans = await scorecardQueryPlans(api, db, {
      ...released,
      staffId: await staffId(db),
    });
    return {
      resolveSteady,
      resolvePlans,
      listBytes: body.bytes,
      throughput,
      exported,
      loginLoad,
      loginLoadPool4,
      large,
      plans,
      auditPlans,
      scorecard,
      scorecardPlans,
    };
  } finally {
    await server?.stop();
    await db.destroy();
    await database.drop();
  }
}
