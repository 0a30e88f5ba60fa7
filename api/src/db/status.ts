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
  #log: StatusLog | undefined;

  logTo(log: StatusLog): void {
    this.#log = log;
  }

  lost(error: unknown): void {
    if (this.#lost) return;
    this.#lost = true;
    this.#log?.warn({ err: error }, 'database connection lost');
  }

  reached(): void {
    if (!this.#lost) return;
    this.#lost = false;
    this.#log?.info('database connection restored');
  }
}
