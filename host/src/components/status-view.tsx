import type { ReactNode } from 'react';
import { Flex } from '@portal/shared/antd';

/** Centres a loading or error state in its area, or in the whole window for full pages. */
export function StatusView({
  fullPage = false,
  children,
}: {
  fullPage?: boolean;
  children: ReactNode;
}) {
  return (
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: fullPage ? '100vh' : 360, padding: 24 }}
    >
      {children}
    </Flex>
  );
}
