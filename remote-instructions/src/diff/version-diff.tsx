import { Flex, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-nav';
import type { Prompt } from '@portal/contract';
import { authorText } from '@portal/remote-kit';
import { instructionTypeLabel } from '../instructions/instruction-types';
import { MarkedText } from './marked-text';
import { describeChanges, sideBySide, type Segment } from './side-by-side';

interface VersionDiffProps {
  from: Prompt;
  to: Prompt;
}

function Column({ prompt, side, segments }: { prompt: Prompt; side: string; segments: Segment[] }) {
  return (
    <Card
      title={`V${prompt.version} (${side})`}
      style={{ flex: '1 1 320px', minWidth: 0 }}
      role="region"
      aria-label={`V${prompt.version} (${side})`}
    >
      <Flex vertical gap={8}>
        <Typography.Text>{`Description: ${prompt.description}`}</Typography.Text>
        <Typography.Text>{`Type: ${instructionTypeLabel(prompt.promptType)}`}</Typography.Text>
        <Typography.Text>
          {`Author: ${authorText(prompt.author)} · ${new Date(prompt.updatedAt).toLocaleString()}`}
        </Typography.Text>
        <MarkedText testId={`instruction-${side}`} segments={segments} />
      </Flex>
    </Card>
  );
}

/**
 * Two versions' instructions side by side, the older on the left with what it lost struck
 * through, the newer on the right with what it gained underlined. Loaded lazily with the diff
 * library: nobody pays for it until they compare.
 */
export default function VersionDiff({ from, to }: VersionDiffProps) {
  const columns = sideBySide(from.promptContent, to.promptContent);
  return (
    <Flex vertical gap={12}>
      <Typography.Text>
        {describeChanges(columns, 'The instructions are the same.')}
      </Typography.Text>
      <Flex wrap gap={16} align="stretch">
        <Column prompt={from} side="older" segments={columns.before} />
        <Column prompt={to} side="newer" segments={columns.after} />
      </Flex>
    </Flex>
  );
}
