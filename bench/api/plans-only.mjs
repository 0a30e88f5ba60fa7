/**
 * The query-plan part of the API bench alone, without the load runs: for each dialect named
 * (`sqlite`, `postgres`), a fresh database with the demo data, the listed workspace and the
 * 100k ICPs and audit entries elsewhere, then the plans of the ICP list and of GET /api/audit.
 * Prints them; exits 1 on a full scan (either) or a sort (audit). Needs api/dist (build first).
 *
 *   node bench/api/plans-only.mjs sqlite postgres
 */
import { sql } from 'kysely';
import { loadApi } from './api-dist.mjs';
import { createBenchDatabase } from './database.mjs';
import { seedListedWorkspace, seedOtherTenants } from './fixtures.mjs';
import { auditQueryPlans, listQueryPlans } from './query-plan.mjs';

const api = loadApi();
let failed = false;
for (const dialect of process.argv.slice(2)) {
  const database = await createBenchDatabase(dialect);
  const db = api.createDb(database.config);
  try {
    const scope = await seedListedWorkspace(api, db);
    await seedOtherTenants(db);
    // As in dialect.mjs: what autovacuum would do soon after such an insert.
    if (api.isPostgres(db)) await sql`ANALYZE`.execute(db);
    const list = await listQueryPlans(api, db, scope.tenantId, scope.workspaceId);
    const audit = await auditQueryPlans(api, db, {
      tenantId: scope.tenantId,
      userId: 'scale-user-100',
    });
    for (const row of [...list.rows, ...audit.rows]) console.log([dialect, ...row].join(' | '));
    console.log(
      `${dialect}: planFullScans ${list.fullScans}, auditPlanFullScans ${audit.fullScans}, auditPlanSorts ${audit.sorts}`,
    );
    failed ||= list.fullScans + audit.fullScans + audit.sorts > 0;
  } finally {
    await db.destroy();
    await database.drop();
  }
}
process.exit(failed ? 1 : 0);
