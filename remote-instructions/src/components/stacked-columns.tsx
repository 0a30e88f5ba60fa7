import { Fragment, type ReactNode } from 'react';
import { Grid, theme } from '@portal/shared/antd';
import type { TableColumnsType } from '@portal/shared/antd-data';

type Column<T> = TableColumnsType<T>[number];

/**
 * Whether the window is a phone's (antd's `xs`, under 576 px): a wide table there showed one
 * column and scrolled the rest out of sight (issue 37 §2), so it stacks its columns instead.
 */
export function usePhoneLayout(): boolean {
  return Grid.useBreakpoint().xs === true;
}

/** A column's cell for `row`, as the table would render it. */
function cellOf<T>(column: Column<T>, row: T, index: number): ReactNode {
  const key = 'dataIndex' in column ? column.dataIndex : undefined;
  const value =
    typeof key === 'string' || typeof key === 'number'
      ? (row as Record<string | number, unknown>)[key]
      : undefined;
  if ('render' in column && column.render) return column.render(value, row, index) as ReactNode;
  return value as ReactNode;
}

/** Each column's title beside its value, the titles in one narrow column. */
function StackedCells<T>({
  columns,
  row,
  index,
}: {
  columns: TableColumnsType<T>;
  row: T;
  index: number;
}) {
  const { token } = theme.useToken();
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(88px, max-content) minmax(0, 1fr)',
        gap: `${token.marginXS}px ${token.marginSM}px`,
        alignItems: 'baseline',
        margin: 0,
      }}
    >
      {columns.map((column, position) => (
        <Fragment key={String(column.key ?? position)}>
          <dt style={{ color: token.colorTextSecondary }}>
            {typeof column.title === 'function' ? null : column.title}
          </dt>
          <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            {cellOf(column, row, index)}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * A wide table's columns as one, for a phone: each row's cells stacked under their column's
 * title, so every column's value and action is on screen without scrolling sideways. The
 * table keeps its rows, pages and expanded rows; only how a row is laid out changes.
 */
export function stackedColumns<T>(columns: TableColumnsType<T>): TableColumnsType<T> {
  return [
    {
      key: 'stacked',
      render: (_, row, index) => <StackedCells columns={columns} row={row} index={index} />,
    },
  ];
}
