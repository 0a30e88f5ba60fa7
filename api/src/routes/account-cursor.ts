import { type AccountSort, ROLES, USERNAME_MAX } from '@portal/contract';
import type { AccountKey } from '../repositories/accounts';
import { invalidCursor } from './paging';

type Order = 'asc' | 'desc';

/**
 * The accounts list pages on its sort (a username, a role, a sign-in time) rather than an
 * insertion sequence, so its opaque cursor carries the last account's sort value and username,
 * and the sort and order they belong to.
 */
export const encodeAccountCursor = (sort: AccountSort, order: Order, key: AccountKey) =>
  Buffer.from(JSON.stringify([sort, order, key.value, key.username])).toString('base64url');

/** A value of `sort` as the list's queries compare it. */
function isSortValue(sort: AccountSort, value: unknown): value is AccountKey['value'] {
  if (sort === 'role') return Number.isInteger(value) && ROLES[value as number] !== undefined;
  if (sort === 'lastSignInAt') {
    return (
      value === null ||
      (typeof value === 'string' &&
        !Number.isNaN(Date.parse(value)) &&
        new Date(value).toISOString() === value)
    );
  }
  return typeof value === 'string';
}

function parsed(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    // Not JSON: not a cursor this API handed out.
    return undefined;
  }
}

/**
 * Where the page `cursor` names starts: 400 INVALID_CURSOR for anything this API did not hand
 * out, and for a cursor of another sort or order.
 */
export function decodeAccountCursor(cursor: string, sort: AccountSort, order: Order): AccountKey {
  const fields = parsed(cursor);
  if (!Array.isArray(fields) || fields.length !== 4) throw invalidCursor();
  const [cursorSort, cursorOrder, value, username] = fields as unknown[];
  if (
    cursorSort !== sort ||
    cursorOrder !== order ||
    typeof username !== 'string' ||
    username.length > USERNAME_MAX ||
    !isSortValue(sort, value) ||
    encodeAccountCursor(sort, order, { value, username }) !== cursor
  ) {
    throw invalidCursor();
  }
  return { value, username };
}
