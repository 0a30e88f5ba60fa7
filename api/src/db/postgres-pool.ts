import { DatabaseError, Pool, type PoolClient } from 'pg';
import type { PostgresPool } from 'kysely';
import type { DatabaseStatus } from './status';

/**
 * Whether a query's failure leaves its connection unusable: the server ended the session
 * (a FATAL or PANIC error, as pg_terminate_backend or a restart sends) or the socket failed.
 * An ordinary SQL error (a constraint, a syntax error) leaves it fine.
 */
function endsConnection(error: unknown): boolean {
  return !(error instanceof DatabaseError) || ['FATAL', 'PANIC'].includes(error.severity ?? '');
}

/**
 * A pool that outlives the server closing its connections (restart, failover,
 * pg_terminate_backend). Without a listener that is an unhandled 'error' event, which ends
 * the process. The pool forwards an idle connection's error, but one checked out (between a
 * transaction's queries) emits on the client itself. Either way the pool drops the dead
 * connection and opens a new one for the next query: recovery needs no restart.
 *
 * What Kysely gets also drops a connection whose query failed that way when it is released:
 * pg-pool would otherwise take it back as idle when its socket's end comes after the release,
 * and hand it to the next query, which then failed too. Such a failure is marked with its
 * connection, so the readiness probe that catches it reports a late loss as late.
 */
export function postgresPool(url: string, status: DatabaseStatus): PostgresPool {
  const pool = new Pool({ connectionString: url, max: 10 });
  const opened = new WeakMap<object, number>();
  const broken = new WeakMap<PoolClient, Error>();
  const lost = (error: Error, client: object) => status.lost(error, opened.get(client));
  pool.on('error', lost);
  pool.on('connect', (client) => {
    opened.set(client, status.connected());
    client.on('error', (error) => lost(error, client));
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      // A cursor (streamed export) is not a promise; its errors reach its reader.
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (!endsConnection(error)) return;
          broken.set(client, error as Error);
          status.failedOn(error, opened.get(client));
        });
      }
      return result;
    }) as typeof client.query;
  });
  return {
    connect: async () => {
      const client = await pool.connect();
      broken.delete(client);
      const release = client.release;
      client.release = () => release(broken.get(client));
      return client;
    },
    end: () => pool.end(),
  };
}
