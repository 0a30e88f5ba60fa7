import { randomUUID } from 'node:crypto';
import { normalizeUsername } from '../auth/usernames';
import type { Db } from '../db/connection';
import { appendAudit } from './audit';
import { inTransaction } from './transaction';

export interface UserRecord {
  id: string;
  username: string;
  passwordHash: string;
  isAdmin: boolean;
  /** Tokens issued under an older generation are refused (password change, sign-out). */
  tokenGeneration: number;
  /** The session that changed the password last; its token of the older generation stays valid. */
  keptSessionId: string | null;
}

export interface NewUser {
  username: string;
  passwordHash: string;
  isAdmin?: boolean;
}

export function createUsersRepository(db: Db) {
  const columns = [
    'id',
    'username',
    'password_hash',
    'is_admin',
    'token_generation',
    'kept_session_id',
  ] as const;
  const toRecord = (row: {
    id: string;
    username: string;
    password_hash: string;
    is_admin: boolean | number;
    token_generation: number;
    kept_session_id: string | null;
  }): UserRecord => ({
    id: row.id,
    username: row.username,
    passwordHash: row.password_hash,
    isAdmin: Boolean(row.is_admin),
    tokenGeneration: Number(row.token_generation),
    keptSessionId: row.kept_session_id,
  });

  return {
    /** Any spelling finds the user: `username` is normalised as it is stored. */
    async findByUsername(username: string): Promise<UserRecord | undefined> {
      const row = await db
        .selectFrom('users')
        .select(columns)
        .where('username', '=', normalizeUsername(username))
        .executeTakeFirst();
      return row && toRecord(row);
    },

    async findById(id: string): Promise<UserRecord | undefined> {
      const row = await db
        .selectFrom('users')
        .select(columns)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toRecord(row);
    },

    async create(user: NewUser): Promise<UserRecord> {
      const row = {
        id: randomUUID(),
        username: normalizeUsername(user.username),
        password_hash: user.passwordHash,
        // 0/1 is accepted by both SQLite (no boolean binding) and PostgreSQL boolean input.
        is_admin: user.isAdmin ? 1 : 0,
      };
      await db.insertInto('users').values(row).execute();
      return toRecord({ ...row, token_generation: 0, kept_session_id: null });
    },

    /**
     * Replaces the hash and ends every token issued so far except those of `keptSessionId`
     * (the session making the change), and appends the audit entry (the field's name only,
     * never a value), in one transaction; answers the new token generation (undefined if the
     * user is gone, and then nothing is written).
     */
    updatePasswordHash: (
      id: string,
      passwordHash: string,
      keptSessionId: string,
    ): Promise<number | undefined> =>
      inTransaction(db, async (trx) => {
        const row = await trx
          .updateTable('users')
          .set((eb) => ({
            password_hash: passwordHash,
            token_generation: eb('token_generation', '+', 1),
            kept_session_id: keptSessionId,
          }))
          .where('id', '=', id)
          .returning(['token_generation', 'username'])
          .executeTakeFirst();
        if (!row) return undefined;
        await appendAudit(
          trx,
          { id, username: row.username },
          {
            action: 'change-password',
            entity: 'user',
            entityId: id,
            tenantId: null,
            workspaceId: null,
            changes: [{ field: 'password' }],
          },
        );
        return Number(row.token_generation);
      }),

    /** Ends every token issued so far (server-side sign-out); answers the new generation. */
    async revokeTokens(id: string): Promise<number | undefined> {
      const row = await db
        .updateTable('users')
        .set((eb) => ({ token_generation: eb('token_generation', '+', 1), kept_session_id: null }))
        .where('id', '=', id)
        .returning('token_generation')
        .executeTakeFirst();
      return row && Number(row.token_generation);
    },

    async count(): Promise<number> {
      const { n } = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
