import { Flex } from '@portal/shared/antd';
import type { ReactNode } from 'react';

/** The back/forward buttons at the foot of a selection step; they stack on phones. */
export function StepActions({ children }: { children: ReactNode }) {
  return (
    <Flex justify="space-between" gap={12} wrap style={{ marginTop: 8 }}>
      {children}
    </Flex>
  );
}
