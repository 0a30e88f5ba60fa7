import { useId, type ReactNode } from 'react';
import { Flex, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-nav';

/** One part of a release screen: a card that is a region named by its heading. */
export function ReleaseSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <Flex vertical gap={12}>
        <Typography.Title level={4} id={headingId} style={{ margin: 0, fontSize: 16 }}>
          {title}
        </Typography.Title>
        {children}
      </Flex>
    </Card>
  );
}
