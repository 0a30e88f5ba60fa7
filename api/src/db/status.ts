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
  /** The mark of the connection each failed query ran on, for whoever reports the failure. */
  #failures = new WeakMap<object, number>();
  #log: StatusLog | undefined;

  logTo(log: StatusLog): void {
    this.#log = log;
  }

  /** A query failed on the connection marked `openedAt` (the pool knows which; its caller not). */
  failedOn(error: unknown, openedAt: number | undefined): void {
    if (typeof error === 'object' && error !== null && openedAt !== undefined)
      this.#failures.set(error, openedAt);
  }

  /**
   * The database failed us. `openedAt` is the mark of the connection that failed, else the
   * one the pool recorded for this error, else now: one opened before the last logged loss
   * is a late report of that loss (a connection that was busy when the others were closed,
   * or one a readiness probe was handed before the pool dropped it), even if a new
   * connection has worked since.
   */
  lost(error: unknown, openedAt = this.#markOf(error)): void {
    if (this.#lost || openedAt < this.#losses) return;
    this.#lost = true;
    this.#losses++;
    this.#log?.warn({ err: error }, 'database connection lost');
  }

  #markOf(error: unknown): number {
    const mark = typeof error === 'object' && error !== null && this.#failures.get(error);
    return typeof mark === 'number' ? mark : this.#losses;
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
