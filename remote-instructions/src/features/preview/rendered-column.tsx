import type { ReactNode } from 'react';
import { Card } from '@portal/shared/antd-nav';
import { Flex, Typography } from '@portal/shared/antd';
import { MarkedText } from '../../diff/marked-text';
import type { Segment } from '../../diff/side-by-side';

interface RenderedColumnProps {
  title: string;
  /** Where the text comes from, under the title. */
  source: ReactNode;
  segments: Segment[];
}

/** One rendered text of the preview, a named region with its word-diff marks. */
export function RenderedColumn({ title, source, segments }: RenderedColumnProps) {
  return (
    <Card
      size="small"
      title={title}
      role="region"
      aria-label={title}
      style={{ flex: '1 1 320px', minWidth: 0 }}
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{source}</Typography.Text>
        <MarkedText segments={segments} />
      </Flex>
    </Card>
  );
}
