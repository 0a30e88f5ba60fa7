import { CompiledQuery, type KyselyPlugin } from 'kysely';
import { type Db, isPostgres } from '../../src/db/connection';

/**
 * A view of `db` that records every query it runs (compiled SQL and parameters), so tests can
 * count round trips and ask the database how it would execute them.
 */
export function recording(db: Db): { db: Db; executed: CompiledQuery[] } {
  const executed: CompiledQuery[] = [];
  const compiled = new Map<unknown, CompiledQuery>();
  const plugin: KyselyPlugin = {
    // Also called for subqueries; only what reaches transformResult was actually executed.
    transformQuery: (args) => {
      compiled.set(args.queryId, db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => {
      executed.push(compiled.get(args.queryId)!);
      return args.result;
    },
  };
  return { db: db.withPlugin(plugin), executed };
}

/**
 * The query plan as text lines. PostgreSQL is told to avoid sequential scans, because on a
 * table of a few rows it rightly prefers them; what matters is that an index *can* serve it.
 */
export async function planOf(db: Db, query: CompiledQuery): Promise<string[]> {
  const pg = isPostgres(db);
  const result = await db.connection().execute(async (connection) => {
    if (pg) await connection.executeQuery(CompiledQuery.raw('SET enable_seqscan = off'));
    const explain = (pg ? 'EXPLAIN ' : 'EXPLAIN QUERY PLAN ') + query.sql;
    const rows = await connection.executeQuery(CompiledQuery.raw(explain, [...query.parameters]));
    if (pg) await connection.executeQuery(CompiledQuery.raw('RESET enable_seqscan'));
    return rows;
  });
  return result.rows.map((row) =>
    String((row as Record<string, unknown>)[pg ? 'QUERY PLAN' : 'detail']),
  );
}

/** A plan line that reads a whole table instead of an index range. */
export const isFullScan = (line: string) =>
  /Seq Scan/.test(line) || (/^SCAN /.test(line) && !/USING (COVERING )?INDEX/.test(line));
