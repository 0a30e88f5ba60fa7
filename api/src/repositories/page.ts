/**
 * Keyset paging: a page is at most `limit` rows after (or, newest-first, before) the row whose
 * insertion sequence is `after`. The API hands `after` out as an opaque cursor (routes/paging.ts).
 */
export interface Page {
  limit: number;
  after?: number;
}

/** One page of rows and the sequence to continue after (undefined on the last page). */
export interface PageOf<T> {
  items: T[];
  next: number | undefined;
}

/**
 * Cuts the `limit + 1` rows a paged query fetched down to one page: a row beyond the page
 * means there is a next one, which starts after the page's last row.
 */
export function cutPage<R extends { seq: number | string }, T>(
  rows: R[],
  limit: number,
  map: (rows: R[]) => T[],
): PageOf<T> {
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  return {
    items: map(pageRows),
    next: rows.length > limit && last ? Number(last.seq) : undefined,
  };
}

/**
 * The query of a paged read cut to `limit + 1` rows, the one more telling whether a next page
 * exists; without `page`, the whole list.
 */
export function limitToPage<Q extends { limit(count: number): Q }>(query: Q, page?: Page): Q {
  return page === undefined ? query : query.limit(page.limit + 1);
}

/** A list (or one page of it) as the JSON text of its array, and where the next page starts. */
export interface JsonList {
  json: string;
  next: number | undefined;
}

/**
 * The JSON array of rows that each carry their item's JSON text: all of them without `page`,
 * else cut to one page as `cutPage` does.
 */
export function jsonList(rows: { seq: number | string; json: string }[], page?: Page): JsonList {
  const { items, next } = page
    ? cutPage(rows, page.limit, (pageRows) => pageRows.map((row) => row.json))
    : { items: rows.map((row) => row.json), next: undefined };
  return { json: `[${items.join(',')}]`, next };
}
