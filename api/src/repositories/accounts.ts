import { randomUUID } from 'node:crypto';
import type { Account, Role } from '@portal/contract';
import { normalizeUsername } from '../auth/usernames';
import type { Db } from '../db/connection';
import { type AccountQuery, findAccount, listAccounts } from './account-list';
import { type Actor, appendAudit, appendUserAudit } from './audit';
import { createdChanges } from './audit-changes';
import { inTransaction } from './transaction';
import { isLastEnabledAdmin } from './users';

import { isUniqueViolation } from './unique-violation';
export type { AccountKey } from './account-list';

export function createAccountsRepository(db: Db) {
  return {
    list: (query: AccountQuery) => listAccounts(db, query),

    find: (id: string) => findAccount(db, id),

    /**
     * A new account with a one-time password (`passwordHash`) it must change at its first
     * sign-in, its memberships and its audit entry, in one transaction. 'tenant-not-found' when
     * a tenant id names no tenant, 'username-in-use' when the (normalised) name is taken: then
     * nothing is written.
     */
    async create(
      input: { username: string; role: Role; tenantIds: readonly string[]; passwordHash: string },
      actor: Actor,
    ): Promise<Account | 'tenant-not-found' | 'username-in-use'> {
      const username = normalizeUsername(input.username);
      const tenantIds = [...new Set(input.tenantIds)];
      try {
        return await inTransaction(db, async (trx) => {
          const tenants =
            tenantIds.length === 0
              ? []
              : await trx.selectFrom('tenants').select('id').where('id', 'in', tenantIds).execute();
          if (tenants.length < tenantIds.length) return 'tenant-not-found' as const;
          const taken = await trx
            .selectFrom('users')
            .select('id')
            .where('username', '=', username)
            .executeTakeFirst();
          if (taken) return 'username-in-use' as const;
          const id = randomUUID();
          await trx
            .insertInto('users')
            .values({
              id,
              username,
              password_hash: input.passwordHash,
              role: input.role,
              // 0/1: SQLite binds no booleans; PostgreSQL's boolean input reads them.
              password_must_change: 1,
            })
            .execute();
          if (tenantIds.length > 0) {
            await trx
              .insertInto('tenant_memberships')
              .values(tenantIds.map((tenantId) => ({ user_id: id, tenant_id: tenantId })))
              .execute();
          }
          const account = (await findAccount(trx, id))!;
          await appendAudit(trx, actor, {
            action: 'create',
            entity: 'user',
            entityId: id,
            tenantId: null,
            workspaceId: null,
            changes: [
              ...createdChanges({
                username,
                role: input.role,
                tenants: account.tenants.map((tenant) => tenant.name).join(', '),
              }),
              { field: 'password' },
            ],
          });
          return account;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'username-in-use';
        throw error;
      }
    },

    /**
     * Gives the account a new one-time password (`passwordHash`) and ends all its sessions,
     * audited by the field's name only; undefined when the account is gone.
     */
    resetPassword: (id: string, passwordHash: string, actor: Actor) =>
      inTransaction(db, async (trx): Promise<Account | undefined> => {
        const updated = await trx
          .updateTable('users')
          .set((eb) => ({
            password_hash: passwordHash,
            password_must_change: 1,
            token_generation: eb('token_generation', '+', 1),
            kept_session_id: null,
          }))
          .where('id', '=', id)
          .returning('id')
          .executeTakeFirst();
        if (!updated) return undefined;
        await appendUserAudit(trx, actor, id, [{ field: 'password' }]);
        return findAccount(trx, id);
      }),

    /**
     * Disables (ending all its sessions, for good) or enables the account, audited (`actor`
     * null: the CLI, unaudited as its other commands); nothing written when it already is so.
     * 'last-admin' when disabling the last enabled admin; undefined when the account is gone.
     */
    setDisabled: (id: string, disabled: boolean, actor: Actor | null) =>
      inTransaction(db, async (trx): Promise<Account | 'last-admin' | undefined> => {
        if (disabled && (await isLastEnabledAdmin(trx, id))) return 'last-admin';
        const account = await findAccount(trx, id);
        if (!account || account.disabled === disabled) return account;
        await trx
          .updateTable('users')
          .set((eb) =>
            disabled
              ? {
                  disabled_at: new Date().toISOString(),
                  // Enabling again must not bring back the tokens it had.
                  token_generation: eb('token_generation', '+', 1),
                  kept_session_id: null,
                }
              : { disabled_at: null },
          )
          .where('id', '=', id)
          .execute();
        await appendUserAudit(trx, actor, id, [
          { field: 'disabled', before: !disabled, after: disabled },
        ]);
        return { ...account, disabled };
      }),
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
