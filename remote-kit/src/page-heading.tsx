import type { ReactNode } from 'react';
import { Flex, Typography } from '@portal/shared/antd';

interface PageHeadingProps {
  title: string;
  description: string;
  /** Buttons at the right, wrapping under the title on narrow screens. */
  actions?: ReactNode;
}

/** The title row of a page in the dashboard's content area. */
export function PageHeading({ title, description, actions }: PageHeadingProps) {
  return (
    <Flex justify="space-between" align="flex-start" wrap gap={12}>
      <Flex vertical gap={4}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">{description}</Typography.Text>
      </Flex>
      {actions && (
        <Flex gap={8} wrap>
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
