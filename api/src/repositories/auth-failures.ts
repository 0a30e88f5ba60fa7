import type { Db } from '../db/connection';
import type { AuthFailuresTable } from '../db/schema';

export type FailureDoor = AuthFailuresTable['door'];

/** Wrong passwords, one row each; read back over a sliding window by the sign-in throttles. */
export function createAuthFailuresRepository(db: Db) {
  return {
    async record(door: FailureDoor, subject: string, address: string, at: number): Promise<void> {
      await db.insertInto('auth_failures').values({ door, subject, address, at_ms: at }).execute();
    },

    /** How many failures `subject` has had at this door since `since` (exclusive), all addresses. */
    async count(door: FailureDoor, subject: string, since: number): Promise<number> {
      const { n } = await db
        .selectFrom('auth_failures')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('door', '=', door)
        .where('subject', '=', subject)
        .where('at_ms', '>', since)
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    /** Times (oldest first) of the failures of `subject` from `address` since `since`. */
    async times(door: FailureDoor, subject: string, address: string, since: number) {
      const rows = await db
        .selectFrom('auth_failures')
        .select('at_ms')
        .where('door', '=', door)
        .where('subject', '=', subject)
        .where('address', '=', address)
        .where('at_ms', '>', since)
        .orderBy('at_ms')
        .execute();
      return rows.map((row) => Number(row.at_ms));
    },

    async clear(door: FailureDoor, subject: string, address?: string): Promise<void> {
      let query = db
        .deleteFrom('auth_failures')
        .where('door', '=', door)
        .where('subject', '=', subject);
      if (address !== undefined) query = query.where('address', '=', address);
      await query.execute();
    },

    /** Forgets failures too old to count for anything; nothing younger is ever dropped. */
    async pruneBefore(at: number): Promise<void> {
      await db.deleteFrom('auth_failures').where('at_ms', '<=', at).execute();
    },
  };
}

export type AuthFailuresRepository = ReturnType<typeof createAuthFailuresRepository>;
