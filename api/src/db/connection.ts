import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import type { DatabaseConfig } from '../config';
import type { Database } from './schema';
import { postgresPool } from './postgres-pool';
import { SqliteReadersDialect } from './sqlite-readers';
import { DatabaseStatus } from './status';

export type Db = Kysely<Database>;

const statuses = new WeakMap<Db, DatabaseStatus>();

/** Whether `db`'s database was last reachable (its pool reports to it, when it has one). */
export function statusOf(db: Db): DatabaseStatus {
  let status = statuses.get(db);
  if (!status) statuses.set(db, (status = new DatabaseStatus()));
  return status;
}

/** One query layer for both dialects: only the Kysely dialect differs. */
export function createDb(config: DatabaseConfig): Db {
  if (config.dialect === 'postgres') {
    const status = new DatabaseStatus();
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: postgresPool(config.url, status) }),
    });
    statuses.set(db, status);
    return db;
  }
  const inMemory = config.path === ':memory:';
  if (!inMemory) mkdirSync(dirname(config.path), { recursive: true });
  const sqlite = new SQLite(config.path);
  // WAL lets the CLI write while the server reads; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const writer = { database: withStatementCache(sqlite) };
  // A second connection to ':memory:' would be another, empty database.
  if (inMemory) return new Kysely<Database>({ dialect: new SqliteDialect(writer) });
  const reader = new SQLite(config.path, { readonly: true, fileMustExist: true });
  reader.pragma('busy_timeout = 5000');
  return new Kysely<Database>({
    dialect: new SqliteReadersDialect(writer, { database: withStatementCache(reader) }),
  });
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh; compiling the SQL is a good part of a small read's cost
 * on SQLite, and the API sends the same few shapes over and over. Statements are reused by
 * their SQL text (oldest dropped first). Safe because nothing here streams results: a
 * statement is never still iterating when it is run again.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      let statement = statements.get(sqlText);
      if (!statement) {
        statement = sqlite.prepare(sqlText) as unknown as SqliteStatement;
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          statements.delete(statements.keys().next().value as string);
        }
        statements.set(sqlText, statement);
      }
      return statement;
    },
  };
}

export function isPostgres(db: Pick<Kysely<unknown>, 'getExecutor'>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
