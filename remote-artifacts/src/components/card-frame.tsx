import { useId, type ReactNode } from 'react';
import { Flex, theme } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-nav';
import { CardActions } from './card-actions';
import type { CardActionsProps } from './card-actions-button';
import { CardTitle } from './card-title';

interface CardFrameProps extends CardActionsProps {
  /** The selection's checkbox before the name, or nothing outside a selection. */
  select: ReactNode;
  /** What the kind shows of the record (spec §2): badges, its text, its lists. */
  children: ReactNode;
}

/**
 * One card layout for every artifact kind (issue 37 §2): the selection's checkbox and the
 * name on a row of their own, so the name shows whole (two lines, then the rest on hover and
 * focus); the kind's content; the actions at the foot, level across a row of cards.
 */
export function CardFrame({ select, children, ...actions }: CardFrameProps) {
  const headingId = useId();
  const { token } = theme.useToken();
  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      title={
        <Flex align="start" gap={10} style={{ paddingBlock: 12 }}>
          {select}
          <CardTitle id={headingId}>{actions.name}</CardTitle>
        </Flex>
      }
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column', gap: 16 } }}
    >
      <Flex vertical gap={16} style={{ flex: 1 }}>
        {children}
      </Flex>
      <div style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, paddingTop: 8 }}>
        <CardActions {...actions} />
      </div>
    </Card>
  );
}
