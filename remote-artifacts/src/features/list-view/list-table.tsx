import { useContext, useId, useSyncExternalStore, type ComponentProps } from 'react';
import { Checkbox, Flex, Grid, Typography } from '@portal/shared/antd';
import { Table, type TableColumnsType } from '@portal/shared/antd-data';
import type { ArtifactCardProps } from '../../components/artifact-list';
import { CardActions } from '../../components/card-actions';
import { SelectionContext, type SelectionStore } from '../selection/use-selection';
import type { ListCount } from './list-columns';
import { LAST_UPDATE_COLUMNS, type LastUpdated, lastUpdateColumns } from './last-update-columns';
import type { ListPrefs, SortOrder } from './use-list-prefs';

interface Named extends LastUpdated {
  id: string;
  name: string;
}

export interface ListTableProps<T extends Named> extends Omit<ArtifactCardProps<T>, 'item'> {
  items: T[];
  /** 'ICP', 'USP': in the actions' names. */
  kind: string;
  /** The table's name: 'ICPs'. */
  label: string;
  count: ListCount<T>;
  /** A reload is under way: the rows stay, dimmed and out of reach. */
  updating: boolean;
  prefs: ListPrefs;
  onPrefs: (change: Partial<ListPrefs>) => void;
}

/** Rows a page: a workspace of hundreds builds 50 rows, not all of them. */
const PAGE_SIZE = 50;
const NAME = 'name';
const noStore = () => () => {};
const noSelection: ReadonlySet<string> = new Set();

/** The selection the cards use, as the table's row selection (issue 37 §2: one model). */
function useRowSelection<T extends Named>(items: T[]) {
  const store = useContext(SelectionContext);
  const selected = useSyncExternalStore(
    store?.subscribe ?? noStore,
    () => store?.get() ?? noSelection,
  );
  if (!store) return undefined;
  return {
    selectedRowKeys: [...selected],
    // The rows the search hides keep their state: only what the table shows changes.
    preserveSelectedRowKeys: true,
    getCheckboxProps: (item: T) => ({ 'aria-label': `Select ${item.name}` }),
    onChange: (keys: React.Key[]) => changeSelection(store, items, selected, new Set(keys)),
  };
}

function changeSelection<T extends Named>(
  store: SelectionStore,
  items: T[],
  selected: ReadonlySet<string>,
  keys: ReadonlySet<React.Key>,
) {
  const ids = items.map((item) => item.id);
  store.selectAll(ids.filter((id) => keys.has(id) && !selected.has(id)));
  store.deselect(ids.filter((id) => !keys.has(id) && selected.has(id)));
}

/**
 * A kind's records as a table (issue 37 §2), the list view beside the cards: the name (always),
 * the kind's count, when and by whom it was last updated, the same actions as a card; sortable
 * by each, all but the name chosen columns; the sort and columns are the user's
 * (`useListPrefs`). Its own chunk, loaded when the list view is first shown.
 */
export function ListTable<T extends Named>(props: ListTableProps<T>) {
  const { items, kind, label, count, updating, prefs, onPrefs, refusal } = props;
  const rowSelection = useRowSelection(items);
  const columnsId = useId();
  const optional = [count.title, ...LAST_UPDATE_COLUMNS];
  // A phone's default is the name, the count and the actions (the rest did not fit its width:
  // the page scrolled sideways); the picker adds the others, and the table then scrolls alone.
  const phone = Grid.useBreakpoint().md === false;
  const shownColumns = prefs.columns ?? (phone ? [count.title] : optional);
  const sortOf = (column: string): SortOrder | null =>
    prefs.sort?.column === column ? prefs.sort.order : null;

  const { onEdit, onDelete, onHistory, onCopy, onRevise } = props;
  // Built on each render: a page of rows at most, and every input may change it.
  const columns: TableColumnsType<T> = [
    {
      key: NAME,
      title: 'Name',
      dataIndex: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name),
      sortOrder: sortOf(NAME),
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    ...(shownColumns.includes(count.title)
      ? [
          {
            key: count.title,
            title: count.title,
            align: 'end' as const,
            sorter: (a: T, b: T) => count.of(a) - count.of(b),
            sortOrder: sortOf(count.title),
            render: (_: unknown, item: T) => count.of(item),
          },
        ]
      : []),
    ...lastUpdateColumns<T>(shownColumns, sortOf),
    {
      key: 'actions',
      title: 'Actions',
      render: (_: unknown, item: T) => (
        <CardActions
          kind={kind}
          name={item.name}
          refusal={refusal}
          onEdit={() => onEdit(item)}
          onDelete={() => onDelete(item)}
          onHistory={() => onHistory(item)}
          onCopy={() => onCopy(item)}
          onRevise={() => onRevise(item)}
        />
      ),
    },
  ];

  const onChange: ComponentProps<typeof Table<T>>['onChange'] = (_page, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    onPrefs({
      sort:
        one?.order && one.columnKey !== undefined
          ? { column: String(one.columnKey), order: one.order }
          : null,
    });
  };

  return (
    <Flex vertical gap={12}>
      <Flex wrap align="center" gap={8}>
        <Typography.Text id={columnsId} type="secondary">
          Columns
        </Typography.Text>
        {/* The name is always shown: only the others are a choice. */}
        <div role="group" aria-labelledby={columnsId}>
          <Checkbox.Group
            options={optional}
            value={shownColumns}
            onChange={(chosen) => onPrefs({ columns: chosen.map(String) })}
          />
        </div>
      </Flex>
      <div
        aria-busy={updating}
        inert={updating}
        style={{ opacity: updating ? 0.55 : 1, transition: 'opacity 0.2s', overflowX: 'auto' }}
      >
        <Table<T>
          rowKey="id"
          size="middle"
          dataSource={items}
          columns={columns}
          rowSelection={rowSelection}
          onChange={onChange}
          showSorterTooltip={false}
          pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
          components={{ table: (table: object) => <table {...table} aria-label={label} /> }}
        />
      </div>
    </Flex>
  );
}
