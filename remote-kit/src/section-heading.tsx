import type { ReactNode } from 'react';
import { Flex, Typography } from '@portal/shared/antd';

/** A page's or tab's heading with its main action beside it (below it on phones). */
export function SectionHeading({ title, action }: { title: ReactNode; action?: ReactNode }) {
  return (
    <Flex wrap justify="space-between" align="center" gap={12}>
      <Typography.Title level={3} style={{ margin: 0, fontSize: 20 }}>
        {title}
      </Typography.Title>
      {action}
    </Flex>
  );
}
