import { memo, useId } from 'react';
import { Button, Flex, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-nav';
import type { Icp } from '@portal/contract';
import { CopyIcon, DeleteIcon, EditIcon, RefusableButton } from '@portal/remote-kit';
import { ReviseButton } from '../revise/revise-button';
import type { ArtifactCardProps } from '../../components/artifact-list';
import { CardTitle } from '../../components/card-title';
import { CopiedBadge } from '../../components/copied-badge';
import { GeneratedBadge } from '../../components/generated-badge';
import { ChipList } from '../../components/chip-list';
import { CLAMP_3_LINES } from '../../components/clamp';
import { CardSelect } from '../selection/card-select';

/**
 * One ICP: name, clamped description, segment and persona chips, history, copy, edit and
 * delete. 'Copy to…' has a plain title, not a Tooltip: the dialog it opens would sit under the
 * tooltip, which antd layers above dialogs.
 */
// memo: the list re-renders on a tab switch or reload; unchanged cards, hundreds in a big
// workspace, skip it (the callbacks are stable, see ArtifactTab).
export const IcpCard = memo(function IcpCard({
  item: icp,
  onEdit,
  onDelete,
  onHistory,
  onCopy,
  onRevise,
  refusal,
}: ArtifactCardProps<Icp>) {
  const headingId = useId();
  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      title={
        <Flex align="center" gap={10}>
          <CardSelect id={icp.id} name={icp.name} />
          <CardTitle id={headingId}>{icp.name}</CardTitle>
        </Flex>
      }
      extra={
        <Flex gap={2}>
          <Button
            type="text"
            size="small"
            aria-label={`History of ICP ${icp.name}`}
            onClick={() => onHistory(icp)}
          >
            History
          </Button>
          <RefusableButton
            refusal={refusal}
            type="text"
            icon={<CopyIcon />}
            title="Copy to…"
            aria-haspopup="dialog"
            aria-label={`Copy ICP ${icp.name} to another workspace`}
            onClick={() => onCopy(icp)}
          />
          <RefusableButton
            refusal={refusal}
            tip="Edit"
            type="text"
            icon={<EditIcon />}
            aria-label={`Edit ICP ${icp.name}`}
            onClick={() => onEdit(icp)}
          />
          <RefusableButton
            refusal={refusal}
            tip="Delete"
            type="text"
            danger
            icon={<DeleteIcon />}
            aria-label={`Delete ICP ${icp.name}`}
            onClick={() => onDelete(icp)}
          />
        </Flex>
      }
      style={{ height: '100%' }}
    >
      <Flex vertical gap={16}>
        <GeneratedBadge generatedBy={icp.generatedBy} />
        <CopiedBadge copiedFrom={icp.copiedFrom} />
        <Typography.Paragraph
          ellipsis={CLAMP_3_LINES}
          style={{ margin: 0 }}
          title={icp.description}
        >
          {icp.description}
        </Typography.Paragraph>
        <ChipList
          label="Segments"
          names={icp.segments.map((segment) => segment.name)}
          color="blue"
        />
        <ChipList
          label="Buyer Personas"
          names={icp.buyerPersonas.map((persona) => persona.name)}
          color="purple"
        />
        <div>
          <ReviseButton
            subject={`ICP ${icp.name}`}
            refusal={refusal}
            onClick={() => onRevise(icp)}
          />
        </div>
      </Flex>
    </Card>
  );
});
