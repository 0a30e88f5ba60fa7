import type { PromptType } from '@portal/contract';
import { PROMPT_TYPES } from '@portal/contract/limits';

/** Rows per page of the instruction table: enough for an admin's day without scrolling forever. */
export const PAGE_SIZE = 20;

export const STATUS_FILTERS = ['active', 'inactive'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** 'active-first' is the spec's order (§4); the others order by Last Modified only. */
export const SORT_ORDERS = ['active-first', 'modified-desc', 'modified-asc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** What the instruction table shows: filters, search text, order and page. */
export interface ListQuery {
  type: PromptType | null;
  status: StatusFilter | null;
  text: string;
  sort: SortOrder;
  page: number;
}

export const DEFAULT_LIST_QUERY: ListQuery = {
  type: null,
  status: null,
  text: '',
  sort: 'active-first',
  page: 1,
};

/** The query keys of the URL, e.g. `?type=ICP&status=active&q=bullet&sort=modified-desc&page=2`. */
const KEYS = { type: 'type', status: 'status', text: 'q', sort: 'sort', page: 'page' } as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((known) => known === value) ?? null;

/** Reads the table's query from a URL query; anything unknown or malformed is the default. */
export function readListQuery(params: URLSearchParams): ListQuery {
  const page = Number(params.get(KEYS.page));
  return {
    type: oneOf(PROMPT_TYPES, params.get(KEYS.type)),
    status: oneOf(STATUS_FILTERS, params.get(KEYS.status)),
    text: params.get(KEYS.text) ?? '',
    sort: oneOf(SORT_ORDERS, params.get(KEYS.sort)) ?? DEFAULT_LIST_QUERY.sort,
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * Writes the table's query into a copy of `params`, leaving other keys as they are; defaults
 * are left out so the plain page keeps its plain URL.
 */
export function writeListQuery(params: URLSearchParams, query: ListQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<keyof ListQuery, string | null> = {
    type: query.type,
    status: query.status,
    text: query.text === '' ? null : query.text,
    sort: query.sort === DEFAULT_LIST_QUERY.sort ? null : query.sort,
    page: query.page > 1 ? String(query.page) : null,
  };
  for (const field of Object.keys(KEYS) as (keyof ListQuery)[]) {
    const value = values[field];
    if (value === null) next.delete(KEYS[field]);
    else next.set(KEYS[field], value);
  }
  return next;
}

/** Whether anything narrows the list (the order and page do not). */
export function isFiltered(query: ListQuery): boolean {
  return query.type !== null || query.status !== null || query.text.trim() !== '';
}
