import { type Static, Type } from 'typebox';
import { Role, Username } from './auth';
import { Id, PageQuery } from './common';
import { USERNAME_MAX } from './limits';

/*
 * Accounts (issue 34 §3): admins list, create, re-role, reset, disable and enable them; every
 * other role is refused ("Editors cannot administer accounts", 403 FORBIDDEN) before anything
 * is read. Every write is audited (entity `user`; a password by its field's name only).
 *
 * Refusals of their own:
 * - 404 NOT_FOUND: no such account, or (create) a tenant id that names no tenant;
 * - 409 USERNAME_IN_USE: the username (as stored: trimmed, NFC, lower case) is taken;
 * - 409 LAST_ADMIN: the change would leave no enabled admin (a demotion or a disable);
 * - 409 CANNOT_DISABLE_SELF: an admin disabling their own account.
 */

/** The tenants an account is a member of (admins reach every tenant without being one). */
export const AccountTenant = Type.Object({ id: Type.String(), name: Type.String() });
export type AccountTenant = Static<typeof AccountTenant>;

/** One account as the accounts table shows it: never its password or its sessions. */
export const Account = Type.Object({
  id: Type.String(),
  username: Type.String(),
  role: Role,
  /** Sorted by name. */
  tenants: Type.Array(AccountTenant),
  /** ISO 8601; null until its first sign-in. */
  lastSignInAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** A disabled account's tokens and sign-ins are refused (401, as a wrong password). */
  disabled: Type.Boolean(),
  /** It still signs in with a one-time password it has not changed yet. */
  mustChangePassword: Type.Boolean(),
});
export type Account = Static<typeof Account>;

/** What the accounts list sorts by: the username, the role (viewer first), the last sign-in. */
export const ACCOUNT_SORTS = ['username', 'role', 'lastSignInAt'] as const;
export type AccountSort = (typeof ACCOUNT_SORTS)[number];

/**
 * GET /api/users: `search` keeps usernames containing it (any case); `sort` (username unless
 * given) and `order` (asc unless given; accounts that never signed in come last either way,
 * ties by username). Paged as the other lists: `limit`, then the x-next-cursor header's
 * cursor, which holds only with the same search, sort and order (else 400 INVALID_CURSOR).
 */
export const AccountListQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: USERNAME_MAX })),
    sort: Type.Optional(Type.Enum(ACCOUNT_SORTS)),
    order: Type.Optional(Type.Enum(['asc', 'desc'])),
    ...PageQuery.properties,
  },
  { additionalProperties: false },
);
export type AccountListQuery = Static<typeof AccountListQuery>;

/** An account's routes: /api/users/{userId}/… */
export const AccountParams = Type.Object({ userId: Id }, { additionalProperties: false });
export type AccountParams = Static<typeof AccountParams>;

/** Tenants a new account may be made a member of in one request. */
const TENANT_IDS_MAX = 200;

/** POST /api/users: the account signs in with the answer's one-time password. */
export const CreateAccountRequest = Type.Object(
  {
    username: Username,
    role: Role,
    /** Repeats count once. */
    tenantIds: Type.Array(Id, { maxItems: TENANT_IDS_MAX }),
  },
  { additionalProperties: false },
);
export type CreateAccountRequest = Static<typeof CreateAccountRequest>;

/** PUT /api/users/{userId}/role */
export const SetRoleRequest = Type.Object({ role: Role }, { additionalProperties: false });
export type SetRoleRequest = Static<typeof SetRoleRequest>;

/**
 * Answer of POST /api/users (201) and POST /api/users/{userId}/reset-password (200): the
 * account and its one-time password, shown this once (the server keeps only its hash). It
 * must be changed at the first sign-in; a reset ends every session of the account.
 */
export const AccountWithPassword = Type.Object({
  account: Account,
  oneTimePassword: Type.String(),
});
export type AccountWithPassword = Static<typeof AccountWithPassword>;
