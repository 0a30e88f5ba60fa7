import { useState } from 'react';
import { Table, type TableColumnsType } from '@portal/shared/antd-data';
import type { LoadView } from '@portal/shared/data';
import { ListEmpty } from '@portal/remote-kit';
import { LoadState } from './load-state';
import { matches, SearchField } from './search-field';

const PAGE_SIZE = 10;

/** A search above the table: the rows whose texts hold what is typed, in any case. */
interface Search<T> {
  /** 'Search tenants': the field's label and placeholder. */
  label: string;
  /** 'tenant': "No tenant matches '…'." */
  noun: string;
  texts: (row: T) => (string | undefined)[];
}

interface AdminTableProps<T> {
  view: LoadView;
  /** 'Loading tenants...' */
  loading: string;
  /** 'Error loading tenants' */
  failed: string;
  rows: T[];
  columns: TableColumnsType<T>;
  /** What an empty list says: its title, and its text when nothing is searched. */
  empty: { title: string; text: string };
  search?: Search<T>;
}

/**
 * Every list of the admin area (accounts, tenants, a tenant's workspaces and members): its
 * first load and failure with Retry, an optional search, sorting by the columns' sorters, ten
 * rows a page, and one empty state. Rows come whole from the API and are searched and paged
 * here: the lists are an admin's accounts and customers, not thousands.
 */
export function AdminTable<T extends { id: string }>({
  view,
  loading,
  failed,
  rows,
  columns,
  empty,
  search,
}: AdminTableProps<T>) {
  const [searched, setSearched] = useState('');
  const shown = search ? rows.filter((row) => matches(searched, ...search.texts(row))) : rows;
  return (
    <LoadState view={view} loading={loading} failed={failed}>
      {search && <SearchField label={search.label} value={searched} onChange={setSearched} />}
      <Table
        rowKey="id"
        columns={columns}
        dataSource={shown}
        pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
        // On a phone the table scrolls sideways inside its card, never the page.
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <ListEmpty
              title={empty.title}
              text={search && searched ? `No ${search.noun} matches '${searched}'.` : empty.text}
            />
          ),
        }}
      />
    </LoadState>
  );
}
