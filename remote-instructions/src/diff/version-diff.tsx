import { Flex, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-nav';
import type { Prompt } from '@portal/contract';
import { instructionTypeLabel } from '../instructions/instruction-types';
import { ChangeMarks } from './change-marks';
import { countChanges, sideBySide, type Segment } from './side-by-side';

interface VersionDiffProps {
  from: Prompt;
  to: Prompt;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

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
          {`Author: ${prompt.author ?? 'Unknown'} · ${new Date(prompt.updatedAt).toLocaleString()}`}
        </Typography.Text>
        <div
          data-testid={`instruction-${side}`}
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.7 }}
        >
          <ChangeMarks segments={segments} />
        </div>
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
  const { deleted, inserted } = countChanges(columns);
  return (
    <Flex vertical gap={12}>
      <Typography.Text>
        {deleted + inserted === 0
          ? 'The instructions are the same.'
          : `${plural(deleted, 'deletion')} and ${plural(inserted, 'insertion')}: deleted words are struck through, inserted words underlined.`}
      </Typography.Text>
      <Flex wrap gap={16} align="stretch">
        <Column prompt={from} side="older" segments={columns.before} />
        <Column prompt={to} side="newer" segments={columns.after} />
      </Flex>
    </Flex>
  );
}
