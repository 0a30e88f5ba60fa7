import { CompiledQuery } from 'kysely';

const isFullScan = (line) =>
  /Seq Scan/.test(line) || (/^SCAN /.test(line) && !/USING (COVERING )?INDEX/.test(line));

/** The SQL the ICP list runs, recorded from the repository itself so the plan is of the real queries. */
async function listQueries(api, db, tenantId, workspaceId) {
  const compiled = new Map();
  const executed = [];
  const recording = db.withPlugin({
    // Also called for subqueries; only what reaches transformResult was executed.
    transformQuery: ({ node, queryId }) => {
      compiled.set(queryId, db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ queryId, result }) => {
      executed.push(compiled.get(queryId));
      return result;
    },
  });
  await api.createRepositories(recording).icps.listByWorkspace(tenantId, workspaceId);
  return executed;
}

/**
 * The database's plan for each query of the ICP list (SQLite `EXPLAIN QUERY PLAN`,
 * PostgreSQL `EXPLAIN`), as [query, plan line] rows, and how many lines read a whole table.
 */
export async function listQueryPlans(api, db, tenantId, workspaceId) {
  const pg = api.isPostgres(db);
  const rows = [];
  const queries = await listQueries(api, db, tenantId, workspaceId);
  for (const [index, query] of queries.entries()) {
    const explain = CompiledQuery.raw(`${pg ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${query.sql}`, [
      ...query.parameters,
    ]);
    const { rows: plan } = await db.executeQuery(explain);
    const table = /from "(\w+)"/.exec(query.sql)?.[1] ?? '?';
    for (const line of plan)
      rows.push([`${index + 1}. ${table}`, String(line[pg ? 'QUERY PLAN' : 'detail'])]);
  }
  const fullScans = rows.filter(([, line]) => isFullScan(line)).length;
  return { rows, fullScans };
}
