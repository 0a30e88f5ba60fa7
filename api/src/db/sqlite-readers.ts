import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SelectQueryNode,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';

/**
 * SQLite with a reader beside the writer (issue 33 §6). Kysely's SQLite driver has one
 * connection behind a mutex, so while an import's transaction was open (it yields to the
 * event loop between chunks, for seconds) every other query waited for its commit: a list
 * read took as long as the import. Here a plain SELECT outside a transaction runs on a
 * second, read-only connection and reads the last committed state (WAL lets a reader run
 * beside the writer), as a PostgreSQL read would; everything else (writes, raw SQL, every
 * query of a transaction) still takes the one writer in turn.
 */
export class SqliteReadersDialect extends SqliteDialect {
  readonly #writer: SqliteDialectConfig;
  readonly #reader: SqliteDialectConfig;

  constructor(writer: SqliteDialectConfig, reader: SqliteDialectConfig) {
    super(writer);
    this.#writer = writer;
    this.#reader = reader;
  }

  override createDriver(): Driver {
    return new ReadersDriver(new SqliteDriver(this.#writer), new SqliteDriver(this.#reader));
  }
}

class ReadersDriver implements Driver {
  constructor(
    private readonly writer: SqliteDriver,
    private readonly reader: SqliteDriver,
  ) {}

  async init(): Promise<void> {
    await this.writer.init();
    await this.reader.init();
  }

  // No lock yet: a connection takes the writer on its first query that needs it.
  async acquireConnection(): Promise<DatabaseConnection> {
    return new SplitConnection(this.writer, this.reader);
  }

  // SQLite has no isolation levels to set: Kysely's own driver ignores the settings too.
  async beginTransaction(connection: DatabaseConnection) {
    await this.writer.beginTransaction(await (connection as SplitConnection).holdWriter());
  }

  async commitTransaction(connection: DatabaseConnection) {
    await this.writer.commitTransaction(await (connection as SplitConnection).holdWriter());
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await this.writer.rollbackTransaction(await (connection as SplitConnection).holdWriter());
  }

  async savepoint(...[connection, ...rest]: Parameters<SqliteDriver['savepoint']>) {
    await this.writer.savepoint(await (connection as SplitConnection).holdWriter(), ...rest);
  }

  async rollbackToSavepoint(
    ...[connection, ...rest]: Parameters<SqliteDriver['rollbackToSavepoint']>
  ) {
    const writer = await (connection as SplitConnection).holdWriter();
    await this.writer.rollbackToSavepoint(writer, ...rest);
  }

  async releaseSavepoint(...[connection, ...rest]: Parameters<SqliteDriver['releaseSavepoint']>) {
    await this.writer.releaseSavepoint(await (connection as SplitConnection).holdWriter(), ...rest);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await (connection as SplitConnection).release();
  }

  async destroy(): Promise<void> {
    await this.reader.destroy();
    await this.writer.destroy();
  }
}

/** One acquired connection: reads go to the reader until it has needed the writer once. */
class SplitConnection implements DatabaseConnection {
  #writer: DatabaseConnection | undefined;

  constructor(
    private readonly writerDriver: SqliteDriver,
    private readonly readerDriver: SqliteDriver,
  ) {}

  /** The writer, waited for and then held until this connection is released. */
  async holdWriter(): Promise<DatabaseConnection> {
    this.#writer ??= await this.writerDriver.acquireConnection();
    return this.#writer;
  }

  async release(): Promise<void> {
    if (this.#writer) await this.writerDriver.releaseConnection();
    this.#writer = undefined;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#writer || !SelectQueryNode.is(query.query)) {
      return (await this.holdWriter()).executeQuery(query) as Promise<QueryResult<R>>;
    }
    // The reader's own mutex is held for one synchronous statement, never across a wait.
    const reader = await this.readerDriver.acquireConnection();
    try {
      return (await reader.executeQuery(query)) as QueryResult<R>;
    } finally {
      await this.readerDriver.releaseConnection();
    }
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number) {
    yield* (await this.holdWriter()).streamQuery(query, chunkSize) as AsyncIterableIterator<
      QueryResult<R>
    >;
  }
}
