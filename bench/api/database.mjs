import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** The admin connection the PostgreSQL half uses, like the API tests' TEST_DATABASE_URL. */
export const postgresAdminUrl = () =>
  process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim() || undefined;

async function asAdmin(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database of the bench's own: a temp SQLite file, or a uniquely named
 * PostgreSQL database. `env` is what the API server needs to reach it; `drop` removes it.
 */
export async function createBenchDatabase(dialect) {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
    const path = join(dir, 'portal.sqlite');
    return {
      config: { dialect, path },
      env: { SQLITE_PATH: path },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) throw new Error('PostgreSQL needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const name = `portal_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  await asAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    config: { dialect, url: url.toString() },
    env: { DATABASE_URL: url.toString() },
    drop: () => asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
