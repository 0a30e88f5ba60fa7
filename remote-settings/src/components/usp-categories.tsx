import { Flex } from '@portal/shared/antd';
import { Tag } from '@portal/shared/antd-nav';
import type { UspCategory } from '../sample-data/usps';

/** Each USP category with how many USPs it holds. */
export function UspCategories({ categories }: { categories: UspCategory[] }) {
  return (
    <Flex gap={8} wrap>
      {categories.map(({ name, count, color }) => (
        <Tag key={name} color={color} style={{ padding: '4px 12px', fontSize: 14 }}>
          {name} · {count}
        </Tag>
      ))}
    </Flex>
  );
}
