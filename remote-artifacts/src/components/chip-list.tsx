import { useId } from 'react';
import { Flex, Typography } from '@portal/shared/antd';
import { Tag } from '@portal/shared/antd-nav';

interface ChipListProps {
  label: string;
  names: string[];
  color: string;
}

const listReset = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** Names shown as chips under a small caption, read out as a labelled list. */
export function ChipList({ label, names, color }: ChipListProps) {
  const labelId = useId();
  return (
    <Flex vertical gap={6}>
      <Typography.Text id={labelId} type="secondary" strong style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      {names.length === 0 ? (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          None yet
        </Typography.Text>
      ) : (
        <Flex component="ul" wrap gap={6} aria-labelledby={labelId} style={listReset}>
          {names.map((name, index) => (
            <li key={`${index}-${name}`}>
              <Tag color={color} style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
                {name}
              </Tag>
            </li>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
