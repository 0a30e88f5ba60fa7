import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { type Db, statusOf } from '../db/connection';
import { pendingMigrations } from '../db/migrate';
import { ApiError } from '../errors';
import { errors } from '../schemas';

const Status = Type.Object({ status: Type.Literal('ok') });

/**
 * GET /api/health: the process is up (liveness; touches nothing else).
 * GET /api/ready: the database answers and every migration is applied (readiness); 503
 * otherwise, so a balancer keeps traffic away from an instance that cannot serve it. A lost
 * database is logged once when it goes and once when it is back, not once per probe.
 */
export const healthRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const status = statusOf(db);
  status.logTo(app.log);
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness probe: the process is up',
        response: { 200: Status },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness probe: the database is reachable and fully migrated',
        response: { 200: Status, ...errors(503) },
      },
    },
    async () => {
      let pending: string[];
      try {
        await sql`select 1`.execute(db);
        pending = await pendingMigrations(db);
      } catch (error) {
        status.lost(error);
        throw new ApiError(503, 'NOT_READY', 'Database is not reachable');
      }
      status.reached();
      if (pending.length > 0) {
        throw new ApiError(503, 'NOT_READY', `Migrations pending: ${pending.join(', ')}`);
      }
      return { status: 'ok' as const };
    },
  );
};
