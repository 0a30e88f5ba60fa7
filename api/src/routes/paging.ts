import type { FastifyReply, FastifyRequest } from 'fastify';
import { NEXT_CURSOR_HEADER, PAGE_LIMIT_MAX } from '@portal/contract/limits';
import { ApiError } from '../errors';
import type { JsonList, Page } from '../repositories/page';

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
export function sendPage<T>(reply: FastifyReply, page: { items: T[]; next: number | undefined }) {
  if (page.next !== undefined) reply.header(NEXT_CURSOR_HEADER, encodeCursor(page.next));
  return page.items;
}

/**
 * A list the database wrote as JSON text, answered as is: with a JSON content type and a
 * string body Fastify skips the response serializer, so the text is sent without being
 * parsed or rebuilt. The route's response schema still documents (and tests pin) its shape.
 */
export function sendJsonList(reply: FastifyReply, list: JsonList) {
  if (list.next !== undefined) reply.header(NEXT_CURSOR_HEADER, encodeCursor(list.next));
  return reply.type('application/json; charset=utf-8').send(list.json);
}
