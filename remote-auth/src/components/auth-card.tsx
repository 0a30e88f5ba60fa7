import { Card, Flex, Typography, theme } from '@portal/shared/antd';
import type { ReactNode } from 'react';

/** The centred card of every sign-in step, under the product title. */
export function AuthCard({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={24}
      style={{ minHeight: '100vh', padding: '32px 16px', background: token.colorBgLayout }}
    >
      <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
        Enterprise Portal
      </Typography.Title>
      <Card style={{ width: '100%', maxWidth: 440 }}>{children}</Card>
    </Flex>
  );
}
