import type { ReactNode } from 'react';
import { Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-nav';

/** Roomy on desktops, tighter on phones, where every pixel of width counts. */
export const CARD_BODY_PADDING = 'clamp(12px, 3vw, 24px)';

/** A titled block of a page; the title is a heading, so the page reads as an outline. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card
      styles={{ body: { padding: CARD_BODY_PADDING } }}
      title={
        <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
          {title}
        </Typography.Title>
      }
    >
      {children}
    </Card>
  );
}
