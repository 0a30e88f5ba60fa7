import { memo } from 'react';
import { Typography } from '@portal/shared/antd';
import type { Usp } from '@portal/contract';
import type { ArtifactCardProps } from '../../components/artifact-list';
import { CardFrame } from '../../components/card-frame';
import { CopiedBadge } from '../../components/copied-badge';
import { GeneratedBadge } from '../../components/generated-badge';
import { CLAMP_3_LINES } from '../../components/clamp';
import { CardSelect } from '../selection/card-select';
import { CountedList } from './counted-list';

/** One USP in the shared card layout: its differentiator, products and capabilities with counts. */
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
  return (
    <CardFrame
      kind="USP"
      name={usp.name}
      refusal={refusal}
      select={<CardSelect id={usp.id} name={usp.name} />}
      onEdit={() => onEdit(usp)}
      onDelete={() => onDelete(usp)}
      onHistory={() => onHistory(usp)}
      onCopy={() => onCopy(usp)}
      onRevise={() => onRevise(usp)}
    >
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
    </CardFrame>
  );
});
