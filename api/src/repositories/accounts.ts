import { randomUUID } from 'node:crypto';
import { type Account, type AccountSort, ROLES, type Role } from '@portal/contract';
import { type RawBuilder, sql, type SqlBool } from 'kysely';
import type { Db } from '../db/connection';
import { normalizeUsername } from '../auth/usernames';
import { type Actor, appendAudit } from './audit';
import { createdChanges } from './audit-changes';
import { inTransaction } from './transaction';
import { isLastEnabledAdmin } from './users';

/** Where a page of accounts ends: its last account's sort value and username (unique). */
export interface AccountKey {
  value: string | number | null;
  username: string;
}

export interface AccountQuery {
  /** Part of the username, as stored (normalised). */
  search?: string;
  sort: AccountSort;
  order: 'asc' | 'desc';
  /** Without it, every account that matches. */
  page?: { limit: number; after?: AccountKey };
}

/** One page and the key to continue after (undefined on the last page). */
export interface AccountPage {
  items: Account[];
  next: AccountKey | undefined;
}

/** What each sort orders by; the role by its place on the ladder (viewer first). */
const SORT_VALUE: Record<AccountSort, RawBuilder<string | number | null>> = {
  username: sql`username`,
  role: sql`case role ${sql.join(
    ROLES.map((role, rank) => sql`when ${sql.lit(role)} then ${sql.lit(rank)}`),
    sql` `,
  )} end`,
  lastSignInAt: sql`last_sign_in_at`,
};

/** LIKE's wildcards and its escape character itself, escaped with '!'. */
const containing = (text: string) => `%${text.replace(/[!%_]/g, (char) => `!${char}`)}%`;

/**
 * Keyset paging on (value, username), nulls last in either order: past `after` means a value
 * further on, the same value and a later username, or no value once values run out.
 */
function beyond(value: RawBuilder<unknown>, order: 'asc' | 'desc', after: AccountKey) {
  if (after.value === null) {
    return sql<SqlBool>`(${value} is null and username > ${after.username})`;
  }
  const further = sql.raw(order === 'asc' ? '>' : '<');
  return sql<SqlBool>`(${value} ${further} ${after.value}
    or (${value} = ${after.value} and username > ${after.username})
    or ${value} is null)`;
}

type AccountRow = {
  id: string;
  username: string;
  role: Role;
  last_sign_in_at: Date | string | null;
  disabled_at: Date | string | null;
  password_must_change: boolean | number;
  sort_value: string | number | Date | null;
};

const isoOrNull = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** The database's refusal of a second account with one username (a create that lost a race). */
const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

export function createAccountsRepository(db: Db) {
  const rows = (trx: Db) =>
    trx
      .selectFrom('users')
      .select(['id', 'username', 'role', 'last_sign_in_at', 'disabled_at', 'password_must_change']);

  /** The accounts of `rows` with their tenants (by name), in the rows' order. */
  async function withTenants(trx: Db, accountRows: Omit<AccountRow, 'sort_value'>[]) {
    const ids = accountRows.map((row) => row.id);
    const memberships =
      ids.length === 0
        ? []
        : await trx
            .selectFrom('tenant_memberships as m')
            .innerJoin('tenants as t', 't.id', 'm.tenant_id')
            .select(['m.user_id', 't.id', 't.name'])
            .where('m.user_id', 'in', ids)
            .orderBy('t.name')
            .orderBy('t.id')
            .execute();
    return accountRows.map((row): Account => ({
      id: row.id,
      username: row.username,
      role: row.role,
      tenants: memberships
        .filter((m) => m.user_id === row.id)
        .map(({ id, name }) => ({ id, name })),
      lastSignInAt: isoOrNull(row.last_sign_in_at),
      disabled: row.disabled_at !== null,
      mustChangePassword: Boolean(row.password_must_change),
    }));
  }

  const find = async (trx: Db, id: string): Promise<Account | undefined> => {
    const row = await rows(trx).where('id', '=', id).executeTakeFirst();
    return row && (await withTenants(trx, [row]))[0];
  };

  return {
    async list({ search, sort, order, page }: AccountQuery): Promise<AccountPage> {
      const value = SORT_VALUE[sort];
      let query = rows(db)
        .select(value.as('sort_value'))
        .orderBy(sql`${value} is null`)
        .orderBy(value, order)
        .orderBy('username');
      if (search) query = query.where(sql<SqlBool>`username like ${containing(search)} escape '!'`);
      if (page?.after) query = query.where(beyond(value, order, page.after));
      if (page) query = query.limit(page.limit + 1);
      const found: AccountRow[] = await query.execute();
      const pageRows = page ? found.slice(0, page.limit) : found;
      const last = pageRows.at(-1);
      const next =
        page && found.length > page.limit && last
          ? {
              value: last.sort_value instanceof Date ? isoOrNull(last.sort_value) : last.sort_value,
              username: last.username,
            }
          : undefined;
      return { items: await withTenants(db, pageRows), next };
    },

    find: (id: string) => find(db, id),

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
          const account = (await find(trx, id))!;
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
        await appendAudit(trx, actor, {
          action: 'update',
          entity: 'user',
          entityId: id,
          tenantId: null,
          workspaceId: null,
          changes: [{ field: 'password' }],
        });
        return find(trx, id);
      }),

    /**
     * Disables (ending all its sessions, for good) or enables the account, audited (`actor`
     * null: the CLI, unaudited as its other commands); nothing written when it already is so.
     * 'last-admin' when disabling the last enabled admin; undefined when the account is gone.
     */
    setDisabled: (id: string, disabled: boolean, actor: Actor | null) =>
      inTransaction(db, async (trx): Promise<Account | 'last-admin' | undefined> => {
        if (disabled && (await isLastEnabledAdmin(trx, id))) return 'last-admin';
        const account = await find(trx, id);
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
        await appendAudit(trx, actor, {
          action: 'update',
          entity: 'user',
          entityId: id,
          tenantId: null,
          workspaceId: null,
          changes: [{ field: 'disabled', before: !disabled, after: disabled }],
        });
        return { ...account, disabled };
      }),
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
