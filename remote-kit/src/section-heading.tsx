import type { ReactNode, Ref } from 'react';
import { Flex, Typography } from '@portal/shared/antd';

interface SectionHeadingProps {
  title: ReactNode;
  action?: ReactNode;
  /** Makes the heading a focus target (`tabIndex={-1}`): see useFocusHandoff. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A page's or tab's heading with its main action beside it (below it on phones). */
export function SectionHeading({ title, action, headingRef }: SectionHeadingProps) {
  return (
    <Flex wrap justify="space-between" align="center" gap={12}>
      <Typography.Title
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        level={3}
        style={{ margin: 0, fontSize: 20 }}
      >
        {title}
      </Typography.Title>
      {action}
    </Flex>
  );
}
