import { Button, Flex } from '@portal/shared/antd';
import type { ListViewName } from './use-list-prefs';

const OPTIONS: { value: ListViewName; label: string }[] = [
  { value: 'cards', label: 'Cards' },
  { value: 'list', label: 'List' },
];

/**
 * Cards or List (issue 37 §2): a segmented pair of toggle buttons, the one shown pressed, in a
 * group named 'View of {kind}s'. Drawn from the base kit's Button: antd's Segmented, bundled
 * into the dashboard's first chunk, brought its own copy of antd's internals (about 60 KB
 * brotli, measured).
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
    <Flex role="group" aria-label={`View of ${kind}s`}>
      {OPTIONS.map(({ value, label }, index) => (
        <Button
          key={value}
          size="small"
          type={view === value ? 'primary' : 'default'}
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          // One control of two halves: the inner corners meet.
          style={
            index === 0
              ? { borderStartEndRadius: 0, borderEndEndRadius: 0 }
              : { borderStartStartRadius: 0, borderEndStartRadius: 0, marginInlineStart: -1 }
          }
        >
          {label}
        </Button>
      ))}
    </Flex>
  );
}
