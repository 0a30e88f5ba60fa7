import { Input } from '@portal/shared/antd';
import { SearchIcon } from '@portal/remote-kit';

interface SearchBoxProps {
  /** The accessible name, e.g. 'Search ICPs'. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** Filters a list as the user types. */
export function SearchBox({ label, placeholder, value, onChange }: SearchBoxProps) {
  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={placeholder}
      prefix={<SearchIcon />}
      allowClear
      value={value}
      onChange={(event) => onChange(event.target.value)}
      style={{ maxWidth: 420 }}
    />
  );
}
