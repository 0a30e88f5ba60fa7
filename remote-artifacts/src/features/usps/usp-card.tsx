import { memo, useId } from 'react';
import { Button, Flex, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-nav';
import type { Usp } from '@portal/contract';
import { CopyIcon, DeleteIcon, EditIcon, RefusableButton } from '@portal/remote-kit';
import { ReviseButton } from '../revise/revise-button';
import type { ArtifactCardProps } from '../../components/artifact-list';
import { CardTitle } from '../../components/card-title';
import { CopiedBadge } from '../../components/copied-badge';
import { GeneratedBadge } from '../../components/generated-badge';
import { CLAMP_3_LINES } from '../../components/clamp';
import { CardSelect } from '../selection/card-select';
import { CountedList } from './counted-list';

/** One USP: name, differentiator, its products and capabilities with their counts, and actions. */
// memo: the list re-renders on a tab switch or reload; unchanged cards, hundreds in a big
// workspace, skip it (the callbacks are stable, see ArtifactTab).
export const UspCard = memo(function UspCard({
  item: usp,
  onEdit,
  onDelete,
  onHistory,
  onCopy,
  onRevise,
  refusal,
}: ArtifactCardProps<Usp>) {
  const headingId = useId();
  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      title={
        <Flex align="center" gap={10}>
          <CardSelect id={usp.id} name={usp.name} />
          <CardTitle id={headingId}>{usp.name}</CardTitle>
        </Flex>
      }
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1 } }}
      actions={[
        <Button
          key="history"
          type="text"
          aria-label={`History of USP ${usp.name}`}
          onClick={() => onHistory(usp)}
        >
          History
        </Button>,
        <RefusableButton
          key="copy"
          refusal={refusal}
          type="text"
          icon={<CopyIcon />}
          aria-haspopup="dialog"
          aria-label={`Copy USP ${usp.name} to another workspace`}
          onClick={() => onCopy(usp)}
        >
          Copy
        </RefusableButton>,
        <RefusableButton
          key="edit"
          refusal={refusal}
          type="text"
          icon={<EditIcon />}
          aria-label={`Edit USP ${usp.name}`}
          onClick={() => onEdit(usp)}
        >
          Edit
        </RefusableButton>,
        <RefusableButton
          key="delete"
          refusal={refusal}
          type="text"
          danger
          icon={<DeleteIcon />}
          aria-label={`Delete USP ${usp.name}`}
          onClick={() => onDelete(usp)}
        >
          Delete
        </RefusableButton>,
      ]}
    >
      <Flex vertical gap={16}>
        <GeneratedBadge generatedBy={usp.generatedBy} />
        <CopiedBadge copiedFrom={usp.copiedFrom} />
        <Typography.Paragraph
          ellipsis={CLAMP_3_LINES}
          style={{ margin: 0 }}
          title={usp.differentiator}
        >
          {usp.differentiator}
        </Typography.Paragraph>
        <CountedList label="Products" items={usp.products} />
        <CountedList label="Capabilities" items={usp.capabilities} />
        <div>
          <ReviseButton
            subject={`USP ${usp.name}`}
            refusal={refusal}
            onClick={() => onRevise(usp)}
          />
        </div>
      </Flex>
    </Card>
  );
});
