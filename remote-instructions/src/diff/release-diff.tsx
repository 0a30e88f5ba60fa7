import { Flex, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-nav';
import { MarkedText } from './marked-text';
import { describeChanges, sideBySide, type Segment } from './side-by-side';

interface ReleaseDiffProps {
  /** What every tenant without a staged release uses now. */
  released: { version: string; promptContent: string };
  requested: { version: string; promptContent: string };
}

function Column({ title, side, segments }: { title: string; side: string; segments: Segment[] }) {
  return (
    <Card
      size="small"
      title={title}
      style={{ flex: '1 1 320px', minWidth: 0 }}
      role="region"
      aria-label={title}
    >
      <MarkedText testId={`${side}-text`} segments={segments} />
    </Card>
  );
}

/**
 * A release request's text against the released one, word by word: what the release takes
 * away struck through on the left, what it brings underlined on the right. Loaded lazily with
 * the diff library, as the comparison of versions is.
 */
export default function ReleaseDiff({ released, requested }: ReleaseDiffProps) {
  const columns = sideBySide(released.promptContent, requested.promptContent);
  return (
    <Flex vertical gap={12}>
      <Typography.Text>
        {describeChanges(columns, 'The requested text is the same as the released one.')}
      </Typography.Text>
      <Flex wrap gap={16} align="stretch">
        <Column title={`Released V${released.version}`} side="released" segments={columns.before} />
        <Column
          title={`Requested V${requested.version}`}
          side="requested"
          segments={columns.after}
        />
      </Flex>
    </Flex>
  );
}
