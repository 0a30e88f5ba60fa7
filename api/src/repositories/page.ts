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
