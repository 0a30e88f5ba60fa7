import type { FastifyReply, FastifyRequest } from 'fastify';
import { NEXT_CURSOR_HEADER, PAGE_LIMIT_MAX } from '@portal/contract/limits';
import { ApiError } from '../errors';
import { type TSchema, Type } from '@fastify/type-provider-typebox';
import type { Page, PageOf } from '../repositories/page';
import { etagOf, isCurrent } from './etag';

export const invalidCursor = () => new ApiError(400, 'INVALID_CURSOR', 'Invalid cursor');

/** Cursors are opaque to clients: a tagged insertion sequence, base64url-encoded. */
const CURSOR_TAG = 'seq:';
const CURSOR_TEXT = /^seq:([1-9]\d{0,14})$/;

export const encodeCursor = (seq: number) =>
  Buffer.from(`${CURSOR_TAG}${seq}`).toString('base64url');

/** The sequence a cursor names; 400 INVALID_CURSOR for anything this API did not hand out. */
export function decodeCursor(cursor: string): number {
  const match = CURSOR_TEXT.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match || encodeCursor(Number(match[1])) !== cursor) throw invalidCursor();
  return Number(match[1]);
}

/**
 * preValidation of routes with `?limit=`: a query string is text, and the app's Ajv never
 * coerces (bodies must not be), so a decimal `limit` becomes the number its schema asks for.
 * Anything else stays as sent and fails the schema (400).
 */
export async function limitAsNumber(request: FastifyRequest) {
  const query = request.query as { limit?: unknown };
  // Plain digits only; an absent or repeated `limit` (undefined, an array) reads as no digits.
  if (/^\d{1,6}$/.test(String(query.limit))) query.limit = Number(query.limit);
}

/**
 * The page a list query asks for: none (the whole list, as the spec has it) without `limit`
 * and `cursor`; `defaultLimit` (the largest page unless given) when only a cursor is sent.
 */
export function pageOf(
  query: { limit?: number; cursor?: string },
  defaultLimit?: number,
): Page | undefined {
  if (query.limit === undefined && query.cursor === undefined && defaultLimit === undefined) {
    return undefined;
  }
  return {
    limit: query.limit ?? defaultLimit ?? PAGE_LIMIT_MAX,
    ...(query.cursor === undefined ? {} : { after: decodeCursor(query.cursor) }),
  };
}

/** Names the next page in NEXT_CURSOR_HEADER; the last page has no such header. */
export function sendPage<T>(reply: FastifyReply, page: PageOf<T>) {
  if (page.next !== undefined) reply.header(NEXT_CURSOR_HEADER, encodeCursor(page.next));
  return page.items;
}

/** What every answer of a list route carries, for the OpenAPI document. */
const LIST_HEADERS = {
  etag: {
    type: 'string',
    description: "Strong tag of this answer (the list's version), for If-None-Match",
  },
  'cache-control': { type: 'string', description: 'private, no-cache: keep it, but ask again' },
};

/** A list route's If-None-Match request header. */
export const ListHeaders = Type.Object({
  'if-none-match': Type.Optional(
    Type.String({ description: 'The ETag of an earlier answer: 304 while current' }),
  ),
});

/** The 200 (`item`s through the compiled response schema) and 304 answers of a list route. */
export const listResponses = <T extends TSchema>(item: T) => ({
  200: { ...Type.Array(item), headers: LIST_HEADERS },
  // 'null': the OpenAPI document shows a 304 without content.
  304: {
    type: 'null',
    description: 'Not modified: the tag sent is current; no body',
    headers: LIST_HEADERS,
  },
});

/**
 * A list (or page) answered under an ETag of its version and the query, so an unchanged list
 * costs the version's small query and a 304 without a body; else `read()`'s page, serialized
 * by the route's response schema, its cursor header naming the next page.
 */
export async function sendList<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  version: { scope: unknown; page: Page | undefined; rows: string },
  read: () => Promise<PageOf<T>>,
) {
  const etag = etagOf(version);
  const current = isCurrent(request.headers['if-none-match'], etag);
  const page = current ? undefined : await read();
  // Only on answers (an error keeps no-store): callers may keep the list but must ask again
  // each time, and a 304 costs no body.
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  return page ? sendPage(reply, page) : reply.status(304).send();
}
