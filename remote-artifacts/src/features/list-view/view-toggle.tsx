import { Segmented } from 'antd';
import type { ListViewName } from './use-list-prefs';

const OPTIONS: { value: ListViewName; label: string }[] = [
  { value: 'cards', label: 'Cards' },
  { value: 'list', label: 'List' },
];

/**
 * Cards or List (issue 37 §2): antd's Segmented (bundled: no kit has it; a few KB), two radio
 * buttons named by their words in a group named 'View of {kind}s'.
 */
export function ViewToggle({
  kind,
  view,
  onChange,
}: {
  kind: string;
  view: ListViewName;
  onChange: (view: ListViewName) => void;
}) {
  return (
    <Segmented<ListViewName>
      aria-label={`View of ${kind}s`}
      options={OPTIONS}
      value={view}
      onChange={onChange}
    />
  );
}
