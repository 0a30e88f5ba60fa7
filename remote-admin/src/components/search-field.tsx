import { Input } from '@portal/shared/antd';
import { SearchIcon } from '@portal/remote-kit';

/** The text a table keeps its rows by, as it is typed. */
export function SearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Input
      aria-label={label}
      placeholder={label}
      prefix={<SearchIcon />}
      allowClear
      value={value}
      onChange={(event) => onChange(event.target.value)}
      style={{ maxWidth: 320 }}
    />
  );
}

/** Whether any of `texts` holds `search`, in any case. */
export function matches(search: string, ...texts: (string | undefined)[]): boolean {
  const wanted = search.trim().toLocaleLowerCase();
  return !wanted || texts.some((text) => text?.toLocaleLowerCase().includes(wanted));
}
