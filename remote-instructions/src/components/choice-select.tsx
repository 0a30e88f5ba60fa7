import { useId, type ReactNode } from 'react';
import { Flex, Typography } from '@portal/shared/antd';
import { Select } from '@portal/shared/antd-nav';
import type { LoadView } from '@portal/shared/data';
import { RetryAlert } from '@portal/remote-kit';

interface ChoiceSelectProps {
  label: string;
  placeholder: string;
  value: string | null;
  options: { id: string; name: string }[];
  /** The state of the list the options come from; a fixed list has none. */
  list?: LoadView;
  /** E.g. until its parent is chosen there is nothing to choose from. */
  disabled?: boolean;
  /** Said under the field when the list is loaded and empty. */
  empty?: ReactNode;
  onChange: (id: string) => void;
}

/** A labelled choice among a list's items by name, with the list's loading, empty and error states. */
export function ChoiceSelect(props: ChoiceSelectProps) {
  const { label, value, options, list, disabled, onChange } = props;
  const status = list?.status ?? 'ready';
  const id = useId();
  // An id the list does not (yet) hold would show as is: the placeholder says more.
  const known = options.some((option) => option.id === value) ? value : undefined;
  return (
    <Flex vertical gap={4} style={{ minWidth: 200, flex: '1 1 200px' }}>
      <Typography.Text strong>
        <label htmlFor={id}>{label}</label>
      </Typography.Text>
      <Select<string>
        id={id}
        value={known ?? undefined}
        placeholder={status === 'loading' ? 'Loading...' : props.placeholder}
        loading={status === 'loading'}
        disabled={disabled}
        options={options.map((option) => ({ value: option.id, label: option.name }))}
        onChange={onChange}
      />
      {status === 'ready' && options.length === 0 && props.empty && (
        <Typography.Text type="secondary">{props.empty}</Typography.Text>
      )}
      {list?.status === 'error' && list.error && (
        <RetryAlert title={list.error} onRetry={list.retry} />
      )}
    </Flex>
  );
}
