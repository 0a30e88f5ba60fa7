import { CompiledQuery, sql } from 'kysely';

// SQLite's `SCAN CONSTANT ROW` is a SELECT without FROM (the scorecard's rank reads), no table.
const isFullScan = (line) =>
  /Seq Scan/.test(line) ||
  (/^SCAN /.test(line) && !/USING (COVERING )?INDEX/.test(line) && line !== 'SCAN CONSTANT ROW');

/** A sort the index did not spare: SQLite's temp B-tree, PostgreSQL's Sort node. */
const isSort = (line) => /USE TEMP B-TREE FOR ORDER BY/.test(line) || /(^|-> +)Sort /.test(line);

/** The table of a query's own FROM, not of a subquery's (the list's children are subqueries). */
function outerTable(sqlText) {
  let depth = 0;
  for (let i = 0; i < sqlText.length; i++) {
    if (sqlText[i] === '(') depth++;
    else if (sqlText[i] === ')') depth--;
    else if (depth === 0) {
      const match = /^from "(\w+)"/.exec(sqlText.slice(i));
      if (match) return match[1];
    }
  }
  return '?';
}

/** The SQL `call(repositories)` runs, recorded from the repositories themselves so the plan is of the real queries. */
async function recordedQueries(api, db, call) {
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
  await call(api.createRepositories(recording));
  return executed;
}

/**
 * The database's plan for each query `call` runs (SQLite `EXPLAIN QUERY PLAN`, PostgreSQL
 * `EXPLAIN`), as [label, query, plan line] rows, how many lines read a whole table, and how
 * many sort rows the index should have handed over in order.
 */
async function queryPlans(api, db, label, call) {
  const pg = api.isPostgres(db);
  const rows = [];
  const queries = await recordedQueries(api, db, call);
  for (const [index, query] of queries.entries()) {
    const explain = CompiledQuery.raw(`${pg ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${query.sql}`, [
      ...query.parameters,
    ]);
    const { rows: plan } = await db.executeQuery(explain);
    const table = outerTable(query.sql);
    for (const line of plan)
      rows.push([label, `${index + 1}. ${table}`, String(line[pg ? 'QUERY PLAN' : 'detail'])]);
  }
  return rows;
}

const summary = (rows) => ({
  rows,
  fullScans: rows.filter(([, , line]) => isFullScan(line)).length,
  sorts: rows.filter(([, , line]) => isSort(line)).length,
});

/** The ICP list as the route reads it (its version, its roots, their two child tables): the whole list (the spec's), and a page after a cursor. */
export async function listQueryPlans(api, db, tenantId, workspaceId) {
  const rows = [
    ...(await queryPlans(api, db, 'ICP list', async (repos) => {
      await repos.icps.version(tenantId, workspaceId);
      await repos.icps.list(tenantId, workspaceId);
    })),
    ...(await queryPlans(api, db, 'ICP list, page 2', async (repos) => {
      await repos.icps.version(tenantId, workspaceId, { limit: 20, after: 1 });
      await repos.icps.list(tenantId, workspaceId, { limit: 20, after: 1 });
    })),
  ];
  const { fullScans } = summary(rows);
  return { rows, fullScans };
}

/**
 * GET /api/prompts/resolve's one statement for a tenant in a staged rollout (its own
 * assignment row) and for one following every tenant's: the tenant's key, the override's, the
 * assignment's primary key, the versions and the release. No full scan.
 */
export async function resolveQueryPlans(api, db, { stagedTenantId, otherTenantId }) {
  // The tables resolve reads stay small (instructions, tenants, a few assignments per type),
  // so PostgreSQL rightly reads them whole; with sequential scans priced out, a Seq Scan left
  // means no index serves the read at all, which is the question here.
  return db.connection().execute(async (connection) => {
    const pg = api.isPostgres(db);
    if (pg) await sql`set enable_seqscan = off`.execute(connection);
    try {
      const rows = [];
      for (const [label, tenantId] of [
        ['resolve, staged tenant', stagedTenantId],
        ['resolve, other tenant', otherTenantId],
      ]) {
        rows.push(
          ...(await queryPlans(api, connection, label, (repos) =>
            repos.releases.resolveRow(tenantId, 'ICP'),
          )),
        );
      }
      return summary(rows);
    } finally {
      if (pg) await sql`reset enable_seqscan`.execute(connection);
    }
  });
}

/**
 * GET /api/audit's reads, each the first page and a page after a cursor: one tenant's
 * entries (a quiet and a busy tenant), of one kind, one ICP's, and the global list (instruction entries + the caller's own password
 * entries). Each must be an index range read newest first: no full scan, no sort.
 */
export async function auditQueryPlans(api, db, { tenantId, userId }) {
  const page = (after) => ({ limit: 50, ...(after === undefined ? {} : { after }) });
  // A tenant of the scale case, with ~1 000 entries, beside the bench's own quiet one.
  const busy = await db
    .selectFrom('audit_entries')
    .select('tenant_id')
    .where('tenant_id', 'is not', null)
    .limit(1)
    .executeTakeFirstOrThrow();
  // As a member reads them (not an admin): archived workspaces' entries are filtered out.
  const reads = {
    'audit, tenant': { kind: 'tenant', tenantId },
    'audit, busy tenant': { kind: 'tenant', tenantId: busy.tenant_id },
    'audit, busy tenant, ICPs': { kind: 'tenant', tenantId: busy.tenant_id, entity: 'icp' },
    'audit, one ICP': { kind: 'tenant', tenantId, entity: 'icp', entityId: 'scale-object-1' },
    'audit, global': { kind: 'global', userId },
    'audit, one instruction': { kind: 'global', userId, entity: 'prompt', entityId: 'p-1' },
  };
  const rows = [];
  for (const [label, read] of Object.entries(reads)) {
    const scope = { ...read, isAdmin: false };
    rows.push(...(await queryPlans(api, db, label, (repos) => repos.audit.list(scope, page()))));
    rows.push(
      ...(await queryPlans(api, db, `${label}, page 2`, (repos) =>
        repos.audit.list(scope, page(1_000_000)),
      )),
    );
  }
  return summary(rows);
}

/**
 * GET /api/prompts/{id}/versions/{version}/scorecard's reads (issue 39 §4) with the bench's
 * 100k calls of the version, as the admin reads it (every tenant) and as the staff member
 * `staffId`: `fullScans` counts whole reads of the scorecard's own tables (model_calls,
 * scorecard_tallies, scorecard_latency_buckets; PostgreSQL rightly reads the ~100 tenants whole), `sorts` any.
 */
/** The demo staff user's id: a member of Acme Corp only. */
export async function staffId(db) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'staff@example.com')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function scorecardQueryPlans(api, db, { promptId, version, staffId }) {
  // As for resolve: the bench's tallies and buckets hold this one version only, so PostgreSQL
  // rightly reads them whole; with sequential scans priced out, one left means no index serves.
  const rows = await db.connection().execute(async (connection) => {
    const pg = api.isPostgres(db);
    if (pg) await sql`set enable_seqscan = off`.execute(connection);
    try {
      const planned = [];
      for (const [label, reader] of [
        ['scorecard, admin', { id: 'bench-admin', isAdmin: true }],
        ['scorecard, staff', { id: staffId, isAdmin: false }],
      ]) {
        planned.push(
          ...(await queryPlans(api, connection, label, (repos) =>
            repos.scorecard.of(reader, { promptId, version }, Date.now(), null),
          )),
        );
      }
      return planned;
    } finally {
      if (pg) await sql`reset enable_seqscan`.execute(connection);
    }
  });
  const ownTables = rows.filter(([, , line]) =>
    /model_calls|scorecard_(tallies|latency_buckets)/.test(line),
  );
  return { ...summary(rows), fullScans: summary(ownTables).fullScans };
}
