/** The part of the app's logger (pino) the status writes to. */
export interface StatusLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

/**
 * Whether this process last reached its database. Fed by the connection pool (a connection
 * the server closed, a new one opened) and by readiness checks; each change is logged once,
 * however many connections or requests notice it. Silent until an app gives it its logger.
 */
export class DatabaseStatus {
  #lost = false;
  /** Losses logged so far; a connection is marked with the count at its opening. */
  #losses = 0;
  #log: StatusLog | undefined;

  logTo(log: StatusLog): void {
    this.#log = log;
  }

  /**
   * The database failed us. `openedAt` is the mark of the connection that failed: one opened
   * before the last logged loss is a late report of that loss (a connection that was busy
   * when the others were closed), even if a new connection has worked since.
   */
  lost(error: unknown, openedAt = this.#losses): void {
    if (this.#lost || openedAt < this.#losses) return;
    this.#lost = true;
    this.#losses++;
    this.#log?.warn({ err: error }, 'database connection lost');
  }

  reached(): void {
    if (!this.#lost) return;
    this.#lost = false;
    this.#log?.info('database connection restored');
  }

  /** A new connection works: the database is reached; returns the connection's mark. */
  connected(): number {
    this.reached();
    return this.#losses;
  }
}
