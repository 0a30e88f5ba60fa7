import { useState, type ReactNode } from 'react';
import { Flex, Input, Typography } from '@portal/shared/antd';
import { Select } from '@portal/shared/antd-nav';
import { INSTRUCTION_TYPE_OPTIONS } from '../../instructions/instruction-types';
import type { PromptType } from '@portal/contract';
import type { ListQuery, SortOrder, StatusFilter } from './list-query';

interface InstructionFiltersProps {
  query: ListQuery;
  /** What changed (never the whole query: it may be behind); `typing` while text is typed. */
  onChange: (change: Partial<ListQuery>, options: { typing: boolean }) => void;
}

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

const SORT_OPTIONS: { value: SortOrder; label: string }[] = [
  { value: 'active-first', label: 'Active first' },
  { value: 'modified-desc', label: 'Last modified, newest first' },
  { value: 'modified-asc', label: 'Last modified, oldest first' },
];

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={4} style={{ minWidth: 180, flex: '1 1 180px' }}>
      <Typography.Text strong>
        <label htmlFor={id}>{label}</label>
      </Typography.Text>
      {children}
    </Flex>
  );
}

/** Type, status, search text and order of the instruction table; any change starts at page 1. */
export function InstructionFilters({ query, onChange }: InstructionFiltersProps) {
  // The box shows what is typed at once, the URL following a moment later; when the URL
  // changes otherwise (Back, a link), the box takes its text.
  const [text, setText] = useState(query.text);
  const [urlText, setUrlText] = useState(query.text);
  if (query.text !== urlText) {
    setUrlText(query.text);
    setText(query.text);
  }
  const change = (patch: Partial<ListQuery>, typing = false) =>
    onChange({ ...patch, page: 1 }, { typing });

  return (
    <Flex wrap gap={12} role="search" aria-label="Find instructions">
      <Field id="instruction-search" label="Search">
        <Input
          id="instruction-search"
          type="search"
          allowClear
          placeholder="Description or instruction text"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            change({ text: event.target.value }, true);
          }}
        />
      </Field>
      <Field id="instruction-type-filter" label="Type">
        <Select<PromptType | ''>
          id="instruction-type-filter"
          value={query.type ?? ''}
          options={[{ value: '', label: 'All types' }, ...INSTRUCTION_TYPE_OPTIONS]}
          onChange={(type) => change({ type: type || null })}
        />
      </Field>
      <Field id="instruction-status-filter" label="Status">
        <Select<StatusFilter | ''>
          id="instruction-status-filter"
          value={query.status ?? ''}
          options={[{ value: '', label: 'All statuses' }, ...STATUS_OPTIONS]}
          onChange={(status) => change({ status: status || null })}
        />
      </Field>
      <Field id="instruction-sort" label="Sort by">
        <Select<SortOrder>
          id="instruction-sort"
          value={query.sort}
          options={SORT_OPTIONS}
          onChange={(sort) => change({ sort })}
        />
      </Field>
    </Flex>
  );
}
