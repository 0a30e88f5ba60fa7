// API suite: throughput and latency of the API over SQLite and PostgreSQL. See docs/benchmarks.md.
import { ensureBuilt } from '../lib/build.mjs';
import { loadApi } from './api-dist.mjs';
import { postgresAdminUrl } from './database.mjs';
import { benchDialect } from './dialect.mjs';
import { resultTables, resultMetrics } from './report.mjs';

export async function run({ log }) {
  ensureBuilt(['api'], log);
  const api = loadApi();
  const measured = {};
  for (const dialect of ['sqlite', 'postgres']) {
    if (dialect === 'postgres' && !postgresAdminUrl()) {
      log('postgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
      continue;
    }
    measured[dialect] = await benchDialect(api, dialect, log);
  }
  return { tables: resultTables(measured), metrics: resultMetrics(measured) };
}
