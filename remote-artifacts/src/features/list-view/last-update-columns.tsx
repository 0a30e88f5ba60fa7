import type { TableColumnsType } from '@portal/shared/antd-data';
import { authorText, whenText } from '@portal/remote-kit';
import type { SortOrder } from './use-list-prefs';

/** What a record says of its last change (the wire's ICP and USP): when, and by whom. */
export interface LastUpdated {
  updatedAt: string;
  updatedBy: string | null;
}

/** The columns' titles, which are also their keys in the user's stored choice and sort. */
export const UPDATED = 'Updated';
export const UPDATED_BY = 'Updated by';
export const LAST_UPDATE_COLUMNS = [UPDATED, UPDATED_BY] as const;

/**
 * The list view's "Updated" and "Updated by" columns (issue 37 §2), those of `shown` only:
 * the time in the user's locale, sorted by the time itself; who, as the instructions' history
 * says it ("Came with the portal" for no one), sorted by what is shown.
 */
export function lastUpdateColumns<T extends LastUpdated>(
  shown: readonly string[],
  sortOf: (column: string) => SortOrder | null,
): TableColumnsType<T> {
  const columns: TableColumnsType<T> = [
    {
      key: UPDATED,
      title: UPDATED,
      sorter: (a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt),
      sortOrder: sortOf(UPDATED),
      render: (_: unknown, item: T) => (
        <time dateTime={item.updatedAt}>{whenText(item.updatedAt)}</time>
      ),
    },
    {
      key: UPDATED_BY,
      title: UPDATED_BY,
      sorter: (a, b) => authorText(a.updatedBy).localeCompare(authorText(b.updatedBy)),
      sortOrder: sortOf(UPDATED_BY),
      render: (_: unknown, item: T) => authorText(item.updatedBy),
    },
  ];
  return columns.filter((column) => shown.includes(String(column.key)));
}
