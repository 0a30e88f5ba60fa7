import { useId } from 'react';
import { Flex, Typography } from '@portal/shared/antd';

/** A caption with the number of entries, e.g. 'Products (3)', over the entries. */
export function CountedList({ label, items }: { label: string; items: string[] }) {
  const captionId = useId();
  return (
    <Flex vertical gap={4}>
      <Typography.Text id={captionId} type="secondary" strong style={{ fontSize: 12 }}>
        {label} ({items.length})
      </Typography.Text>
      <ul aria-labelledby={captionId} style={{ margin: 0, paddingInlineStart: 20 }}>
        {items.map((item, index) => (
          <li key={`${index}-${item}`}>
            <Typography.Text>{item}</Typography.Text>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
