import type { ReactNode } from 'react';
import { Flex, Typography } from '@portal/shared/antd';

/** The dashboard's heading, its scope bar, then the rest: the same whether loading or loaded. */
export function DashboardLayout({
  scopeBar,
  children,
}: {
  scopeBar: ReactNode;
  children: ReactNode;
}) {
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
        Onboarding Artifacts
      </Typography.Title>
      {scopeBar}
      {children}
    </Flex>
  );
}
