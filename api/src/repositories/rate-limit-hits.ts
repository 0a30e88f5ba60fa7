import { sql } from 'kysely';
import type { Db } from '../db/connection';

/** Fixed-window request counters shared by every API instance on the database. */
export function createRateLimitHitsRepository(db: Db) {
  return {
    /**
     * Counts one request for `key` in one atomic statement: a window older than `windowMs`
     * starts over at 1. Answers the count in the current window and when that window began.
     */
    async hit(key: string, now: number, windowMs: number) {
      const { rows } = await sql<{ hits: number | string; window_started_ms: number | string }>`
        insert into rate_limit_hits (key, hits, window_started_ms, window_ms)
        values (${key}, 1, ${now}, ${windowMs})
        on conflict (key) do update set
          hits = case when rate_limit_hits.window_started_ms + ${windowMs} <= ${now}
            then 1 else rate_limit_hits.hits + 1 end,
          window_started_ms = case when rate_limit_hits.window_started_ms + ${windowMs} <= ${now}
            then ${now} else rate_limit_hits.window_started_ms end,
          window_ms = ${windowMs}
        returning hits, window_started_ms`.execute(db);
      const row = rows[0]!;
      return { hits: Number(row.hits), windowStartedAt: Number(row.window_started_ms) };
    },

    /** Drops counters whose window had ended by `now`; a live window is never touched. */
    async pruneEnded(now: number): Promise<void> {
      await db
        .deleteFrom('rate_limit_hits')
        .where(sql<number>`window_started_ms + window_ms`, '<=', now)
        .execute();
    },
  };
}

export type RateLimitHitsRepository = ReturnType<typeof createRateLimitHitsRepository>;
