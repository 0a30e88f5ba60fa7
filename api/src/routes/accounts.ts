import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SchemaErrorFormatter } from 'fastify/types/schema';
import {
  Account,
  AccountListQuery,
  AccountParams,
  AccountWithPassword,
  CreateAccountRequest,
  SetRoleRequest,
} from '@portal/contract';
import { NEXT_CURSOR_HEADER, PAGE_LIMIT_MAX } from '@portal/contract/limits';
import { newOneTimePassword } from '../auth/one-time-passwords';
import { hashPassword } from '../auth/passwords';
import { normalizeUsername } from '../auth/usernames';
import { ApiError, conflict, notFound } from '../errors';
import { TENANT_NOT_FOUND } from '../plugins/tenant-access';
import { bearer, errors } from '../schemas';
import { fieldPathMessages } from '../validation';
import { decodeAccountCursor, encodeAccountCursor } from './account-cursor';
import { etagOf, isCurrent } from './etag';
import { limitAsNumber, ListHeaders, listResponses } from './paging';

const ACCOUNT_NOT_FOUND = 'Account not found';
const tags = ['accounts'];

const lastAdmin = (username: string) =>
  conflict('LAST_ADMIN', `${username} is the last admin; make another admin first`);

/** The spec's words for a blank username (§5); the other fields as every form names them. */
const createMessages: SchemaErrorFormatter = (errors, dataVar) =>
  errors[0]?.instancePath === '/username' && errors[0].keyword === 'pattern'
    ? new Error('Username is required')
    : fieldPathMessages(errors, dataVar);

/**
 * Accounts (issue 34 §3). The family asks `administer` of every route (app.ts), so any other
 * role is refused before a parameter is read: nothing here answers a non-admin. Writes go
 * through repositories that audit them in their own transaction.
 */
export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/users',
    {
      preValidation: limitAsNumber,
      schema: {
        tags,
        summary:
          'Every account: username, role, tenants, last sign-in, disabled. `search` keeps ' +
          'usernames containing it; `sort` and `order` (username, asc unless given). With ' +
          '`limit`, one page; the x-next-cursor header names the next. ETag; If-None-Match ' +
          'with the current tag answers 304 without a body',
        security: bearer,
        querystring: AccountListQuery,
        headers: ListHeaders,
        response: { ...listResponses(Account), ...errors(400, 401, 500) },
      },
    },
    async (request, reply) => {
      const { search, sort = 'username', order = 'asc', limit, cursor } = request.query;
      const paged = limit !== undefined || cursor !== undefined;
      const { items, next } = await app.repos.accounts.list({
        search: search === undefined ? undefined : normalizeUsername(search),
        sort,
        order,
        page: paged
          ? {
              limit: limit ?? PAGE_LIMIT_MAX,
              after: cursor === undefined ? undefined : decodeAccountCursor(cursor, sort, order),
            }
          : undefined,
      });
      const nextCursor = next && encodeAccountCursor(sort, order, next);
      // Sign-ins and tenant renames change the answer without a revision to read first: the
      // tag is of the answer itself, so a 304 saves the body, not the query.
      const etag = etagOf({ items, nextCursor });
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (isCurrent(request.headers['if-none-match'], etag)) return reply.status(304).send();
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      return items;
    },
  );

  app.post(
    '/api/users',
    {
      schemaErrorFormatter: createMessages,
      schema: {
        tags,
        summary:
          'Create an account, member of `tenantIds`; answers it with a one-time password, ' +
          'shown this once, to change at the first sign-in. 409 USERNAME_IN_USE; 404 for a ' +
          'tenant id that names no tenant',
        security: bearer,
        body: CreateAccountRequest,
        response: { 201: AccountWithPassword, ...errors(400, 401, 404, 409, 500) },
      },
    },
    async (request, reply) => {
      const oneTimePassword = newOneTimePassword();
      const outcome = await app.repos.accounts.create(
        { ...request.body, passwordHash: await hashPassword(oneTimePassword) },
        request.user,
      );
      if (outcome === 'tenant-not-found') throw notFound(TENANT_NOT_FOUND);
      if (outcome === 'username-in-use') {
        const username = normalizeUsername(request.body.username);
        throw conflict('USERNAME_IN_USE', `${username} already has an account`);
      }
      return reply.status(201).send({ account: outcome, oneTimePassword });
    },
  );

  app.put(
    '/api/users/:userId/role',
    {
      schemaErrorFormatter: fieldPathMessages,
      schema: {
        tags,
        summary:
          "Change an account's role, from its next request on; 409 LAST_ADMIN when it would " +
          'leave no enabled admin',
        security: bearer,
        params: AccountParams,
        body: SetRoleRequest,
        response: { 200: Account, ...errors(400, 401, 404, 409, 500) },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const outcome = await app.repos.users.setRole(userId, request.body.role, request.user);
      if (outcome === undefined) throw notFound(ACCOUNT_NOT_FOUND);
      const account = await app.repos.accounts.find(userId);
      if (!account) throw notFound(ACCOUNT_NOT_FOUND);
      if (outcome === 'last-admin') throw lastAdmin(account.username);
      return account;
    },
  );

  app.post(
    '/api/users/:userId/reset-password',
    {
      schema: {
        tags,
        summary:
          'Give an account a new one-time password (shown this once, to change at its next ' +
          'sign-in) and end all its sessions',
        security: bearer,
        params: AccountParams,
        response: { 200: AccountWithPassword, ...errors(400, 401, 404, 500) },
      },
    },
    async (request) => {
      const oneTimePassword = newOneTimePassword();
      const account = await app.repos.accounts.resetPassword(
        request.params.userId,
        await hashPassword(oneTimePassword),
        request.user,
      );
      if (!account) throw notFound(ACCOUNT_NOT_FOUND);
      return { account, oneTimePassword };
    },
  );

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/api/users/:userId/${action}`,
      {
        schema: {
          tags,
          summary: disabled
            ? 'Disable an account: its tokens are refused at once and its sign-in answers as a ' +
              'wrong password. 409 LAST_ADMIN for the last enabled admin, CANNOT_DISABLE_SELF ' +
              'for your own'
            : 'Enable a disabled account: it signs in again (its old sessions stay ended)',
          security: bearer,
          params: AccountParams,
          response: { 200: Account, ...errors(400, 401, 404, ...(disabled ? [409] : []), 500) },
        },
      },
      async (request) => {
        const { userId } = request.params;
        if (disabled && userId === request.user.id) {
          throw new ApiError(409, 'CANNOT_DISABLE_SELF', 'You cannot disable your own account');
        }
        const outcome = await app.repos.accounts.setDisabled(userId, disabled, request.user);
        if (!outcome) throw notFound(ACCOUNT_NOT_FOUND);
        if (outcome === 'last-admin') {
          throw lastAdmin((await app.repos.accounts.find(userId))!.username);
        }
        return outcome;
      },
    );
  }
};
