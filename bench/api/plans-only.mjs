/**
 * The query-plan part of the API bench alone, without the load runs: for each dialect named
 * (`sqlite`, `postgres`), a fresh database with the demo data, the listed workspace and the
 * 100k ICPs and audit entries elsewhere, then the plans of the ICP list, of GET /api/audit and
 * of resolve in a staged rollout. Prints them; exits 1 on a full scan (any) or a sort (audit). Needs api/dist (build first).
 *
 *   node bench/api/plans-only.mjs sqlite postgres
 */
import { sql } from 'kysely';
import { loadApi } from './api-dist.mjs';
import { createBenchDatabase } from './database.mjs';
import { seedListedWorkspace, seedOtherTenants, stageRelease } from './fixtures.mjs';
import { auditQueryPlans, listQueryPlans, resolveQueryPlans } from './query-plan.mjs';

const api = loadApi();
let failed = false;
for (const dialect of process.argv.slice(2)) {
  const database = await createBenchDatabase(dialect);
  const db = api.createDb(database.config);
  try {
    const scope = await seedListedWorkspace(api, db);
    await stageRelease(api, db, scope.tenantId);
    await seedOtherTenants(db);
    // As in dialect.mjs: what autovacuum would do soon after such an insert.
    if (api.isPostgres(db)) await sql`ANALYZE`.execute(db);
    const list = await listQueryPlans(api, db, scope.tenantId, scope.workspaceId);
    const audit = await auditQueryPlans(api, db, {
      tenantId: scope.tenantId,
      userId: 'scale-user-100',
    });
    const [other] = await api.createRepositories(db).tenants.findByIdOrName('Globex');
    const resolve = await resolveQueryPlans(api, db, {
      stagedTenantId: scope.tenantId,
      otherTenantId: other.id,
    });
    for (const row of [...list.rows, ...audit.rows, ...resolve.rows])
      console.log([dialect, ...row].join(' | '));
    console.log(
      `${dialect}: planFullScans ${list.fullScans}, auditPlanFullScans ${audit.fullScans}, auditPlanSorts ${audit.sorts}, resolvePlanFullScans ${resolve.fullScans}`,
    );
    failed ||= list.fullScans + audit.fullScans + audit.sorts + resolve.fullScans > 0;
  } finally {
    await db.destroy();
    await database.drop();
  }
}
process.exit(failed ? 1 : 0);
