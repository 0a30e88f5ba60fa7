import { Table, type TableColumnsType } from '@portal/shared/antd-data';
import { SCORECARD_ROWS, type ScorecardNumbers } from './scorecard-rows';

export interface ScorecardColumn {
  key: string;
  title: string;
  numbers: ScorecardNumbers;
}

type Row = { key: string; label: string; values: string[] };

/**
 * Scorecards side by side: one row per measure, one column per scope (a version over all the
 * user's tenants, a tenant, the released version). A table named by `label`, so a screen
 * reader reads each value with its measure and its column.
 */
export function ScorecardTable({ label, columns }: { label: string; columns: ScorecardColumn[] }) {
  const rows: Row[] = SCORECARD_ROWS.map((row) => ({
    key: row.label,
    label: row.label,
    values: columns.map((column) => row.value(column.numbers)),
  }));
  const tableColumns: TableColumnsType<Row> = [
    { title: 'Measure', dataIndex: 'label', key: 'label', width: 200 },
    ...columns.map((column, index) => ({
      title: column.title,
      key: column.key,
      render: (_: unknown, row: Row) => row.values[index],
    })),
  ];
  return (
    <div role="region" aria-label={label}>
      <Table<Row>
        size="small"
        columns={tableColumns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 200 + 220 * columns.length }}
      />
    </div>
  );
}
