import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** One query layer for both dialects: only the Kysely dialect differs. */
export function createDb(config: DatabaseConfig): Db {
  if (config.dialect === 'postgres') {
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new Pool({ connectionString: config.url, max: 10 }) }),
    });
  }
  if (config.path !== ':memory:') mkdirSync(dirname(config.path), { recursive: true });
  const sqlite = new SQLite(config.path);
  // WAL lets the CLI write while the server reads; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export function isPostgres(db: Pick<Kysely<unknown>, 'getExecutor'>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
