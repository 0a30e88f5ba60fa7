import { memo } from 'react';
import { Typography } from '@portal/shared/antd';
import type { Icp } from '@portal/contract';
import type { ArtifactCardProps } from '../../components/artifact-list';
import { CardFrame } from '../../components/card-frame';
import { CopiedBadge } from '../../components/copied-badge';
import { GeneratedBadge } from '../../components/generated-badge';
import { ChipList } from '../../components/chip-list';
import { CLAMP_3_LINES } from '../../components/clamp';
import { CardSelect } from '../selection/card-select';

/** One ICP in the shared card layout: its description (3 lines), segment and persona chips. */
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
  return (
    <CardFrame
      kind="ICP"
      name={icp.name}
      refusal={refusal}
      select={<CardSelect id={icp.id} name={icp.name} />}
      onEdit={() => onEdit(icp)}
      onDelete={() => onDelete(icp)}
      onHistory={() => onHistory(icp)}
      onCopy={() => onCopy(icp)}
      onRevise={() => onRevise(icp)}
    >
      <GeneratedBadge generatedBy={icp.generatedBy} />
      <CopiedBadge copiedFrom={icp.copiedFrom} />
      <Typography.Paragraph ellipsis={CLAMP_3_LINES} style={{ margin: 0 }} title={icp.description}>
        {icp.description}
      </Typography.Paragraph>
      <ChipList label="Segments" names={icp.segments.map((segment) => segment.name)} color="blue" />
      <ChipList
        label="Buyer Personas"
        names={icp.buyerPersonas.map((persona) => persona.name)}
        color="purple"
      />
    </CardFrame>
  );
});
