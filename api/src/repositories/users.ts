import { randomUUID } from 'node:crypto';
import type { Role } from '@portal/contract';
import { normalizeUsername } from '../auth/usernames';
import type { Db } from '../db/connection';
import { type Actor, appendAudit, appendUserAudit } from './audit';
import { takeTurns } from './advisory-lock';
import { inTransaction } from './transaction';

export interface UserRecord {
  id: string;
  username: string;
  passwordHash: string;
  role: Role;
  /** True exactly for admins (the spec's `isAdmin`). */
  isAdmin: boolean;
  /** Tokens issued under an older generation are refused (password change, sign-out). */
  tokenGeneration: number;
  /** The session that changed the password last; its token of the older generation stays valid. */
  keptSessionId: string | null;
  /** Its tokens and sign-ins are refused. */
  disabled: boolean;
  /** It signs in with a one-time password and must change it before anything else. */
  mustChangePassword: boolean;
}

export interface NewUser {
  username: string;
  passwordHash: string;
  /** Editor unless said otherwise: the spec's staff change records, as before roles. */
  role?: Role;
}

/**
 * Takes the admins' turn and says whether the account is the only enabled admin: demoting or
 * disabling it would leave the portal without one. Two admins demoting (or disabling) each
 * other at once must not both see the other still an admin. A disabled admin counts for
 * nothing: it cannot sign in to administer.
 */
export async function isLastEnabledAdmin(trx: Db, id: string): Promise<boolean> {
  await takeTurns(trx, 'admins');
  const admins = await trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    .limit(2)
    .execute();
  return admins.length === 1 && admins[0]!.id === id;
}

export function createUsersRepository(db: Db) {
  const columns = [
    'id',
    'username',
    'password_hash',
    'role',
    'token_generation',
    'kept_session_id',
    'disabled_at',
    'password_must_change',
  ] as const;
  const toRecord = (row: {
    id: string;
    username: string;
    password_hash: string;
    role: Role;
    token_generation: number;
    kept_session_id: string | null;
    disabled_at: Date | string | null;
    password_must_change: boolean | number;
  }): UserRecord => ({
    id: row.id,
    username: row.username,
    passwordHash: row.password_hash,
    role: row.role,
    isAdmin: row.role === 'admin',
    tokenGeneration: Number(row.token_generation),
    keptSessionId: row.kept_session_id,
    disabled: row.disabled_at !== null,
    mustChangePassword: Boolean(row.password_must_change),
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
        role: user.role ?? 'editor',
      };
      await db.insertInto('users').values(row).execute();
      return toRecord({
        ...row,
        token_generation: 0,
        kept_session_id: null,
        disabled_at: null,
        password_must_change: false,
      });
    },

    /** For the accounts table; one write per successful sign-in. */
    async recordSignIn(id: string, at: Date): Promise<void> {
      await db
        .updateTable('users')
        .set({ last_sign_in_at: at.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Replaces the hash (a one-time password is then changed) and ends every token issued so
     * far except those of `keptSessionId` (the session making the change), and appends the
     * audit entry (the field's name only, never a value), in one transaction; answers the new
     * token generation (undefined if the user is gone, and then nothing is written).
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
            // 0/1: SQLite binds no booleans; PostgreSQL's boolean input reads them.
            password_must_change: 0,
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

    /**
     * Gives the account `role` and audits the change (`actor` null: the CLI, unaudited as its
     * other commands). 'last-admin' and nothing written when it would leave no enabled admin;
     * undefined when the account is gone.
     */
    setRole: (
      id: string,
      role: Role,
      actor: Actor | null,
    ): Promise<{ before: Role; after: Role } | 'last-admin' | undefined> =>
      inTransaction(db, async (trx) => {
        const lastAdmin = role !== 'admin' && (await isLastEnabledAdmin(trx, id));
        const user = await trx
          .selectFrom('users')
          .select(['role', 'username'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!user) return undefined;
        if (lastAdmin) return 'last-admin';
        if (user.role === role) return { before: role, after: role };
        await trx.updateTable('users').set({ role }).where('id', '=', id).execute();
        await appendUserAudit(trx, actor, id, [{ field: 'role', before: user.role, after: role }]);
        return { before: user.role, after: role };
      }),

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
