import { type Account, type AccountSort, ROLES, type Role } from '@portal/contract';
import { type RawBuilder, sql, type SqlBool } from 'kysely';
import type { Db } from '../db/connection';

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

/** What an account's reads select of `users`. */
const accountRows = (db: Db) =>
  db
    .selectFrom('users')
    .select(['id', 'username', 'role', 'last_sign_in_at', 'disabled_at', 'password_must_change']);

/** The accounts of `rows` with their tenants (by name), in the rows' order. */
async function withTenants(db: Db, rows: Omit<AccountRow, 'sort_value'>[]): Promise<Account[]> {
  const ids = rows.map((row) => row.id);
  const memberships =
    ids.length === 0
      ? []
      : await db
          .selectFrom('tenant_memberships as m')
          .innerJoin('tenants as t', 't.id', 'm.tenant_id')
          .select(['m.user_id', 't.id', 't.name'])
          .where('m.user_id', 'in', ids)
          .orderBy('t.name')
          .orderBy('t.id')
          .execute();
  const tenantsOf = new Map<string, Account['tenants']>();
  for (const { user_id: userId, id, name } of memberships) {
    tenantsOf.set(userId, [...(tenantsOf.get(userId) ?? []), { id, name }]);
  }
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    role: row.role,
    tenants: tenantsOf.get(row.id) ?? [],
    lastSignInAt: isoOrNull(row.last_sign_in_at),
    disabled: row.disabled_at !== null,
    mustChangePassword: Boolean(row.password_must_change),
  }));
}

export async function findAccount(db: Db, id: string): Promise<Account | undefined> {
  const row = await accountRows(db).where('id', '=', id).executeTakeFirst();
  return row && (await withTenants(db, [row]))[0];
}

/** The accounts `query` asks for, sorted, at most a page of them. */
export async function listAccounts(db: Db, query: AccountQuery): Promise<AccountPage> {
  const { search, sort, order, page } = query;
  const value = SORT_VALUE[sort];
  let select = accountRows(db)
    .select(value.as('sort_value'))
    .orderBy(sql`${value} is null`)
    .orderBy(value, order)
    .orderBy('username');
  if (search) select = select.where(sql<SqlBool>`username like ${containing(search)} escape '!'`);
  if (page?.after) select = select.where(beyond(value, order, page.after));
  if (page) select = select.limit(page.limit + 1);
  const found: AccountRow[] = await select.execute();
  const rows = page ? found.slice(0, page.limit) : found;
  const last = rows.at(-1);
  const next =
    page && found.length > page.limit && last
      ? {
          value: last.sort_value instanceof Date ? isoOrNull(last.sort_value) : last.sort_value,
          username: last.username,
        }
      : undefined;
  return { items: await withTenants(db, rows), next };
}
