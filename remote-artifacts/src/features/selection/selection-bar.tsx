import type { ReactNode } from 'react';
import { Button, ConfigProvider, Flex, Typography, theme } from '@portal/shared/antd';
import { DeleteIcon, RefusableButton } from '@portal/remote-kit';

interface SelectionBarProps {
  /** 'ICP', 'USP'. */
  kind: string;
  count: number;
  /** Every card matching the search is selected already: nothing more to select. */
  allSelected: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  onDelete: () => void;
  /** Why the user may not delete (a viewer), or null. */
  refusal: string | null;
  /** Further bulk actions on the same selection (e.g. 'Export', 'Copy to…'), before Delete. */
  children?: ReactNode;
}

/** Shown while cards are selected: how many, select all matching or none, and bulk actions. */
export function SelectionBar({
  kind,
  count,
  allSelected,
  onSelectAll,
  onClear,
  onDelete,
  refusal,
  children,
}: SelectionBarProps) {
  const { token } = theme.useToken();
  return (
    <section
      aria-label={`Selected ${kind}s`}
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 2,
        padding: '8px 12px',
        borderRadius: 8,
        background: token.colorPrimaryBg,
        border: `1px solid ${token.colorPrimaryBorder}`,
      }}
    >
      {/* Small, the further actions passed in included: one row of equal buttons. */}
      <ConfigProvider componentSize="small">
        <Flex wrap align="center" gap={8}>
          <Typography.Text strong role="status" style={{ marginRight: 8 }}>
            {count} selected
          </Typography.Text>
          <Button disabled={allSelected} onClick={onSelectAll}>
            Select all matching
          </Button>
          <Button onClick={onClear}>Clear selection</Button>
          {children}
          <RefusableButton refusal={refusal} danger icon={<DeleteIcon />} onClick={onDelete}>
            Delete
          </RefusableButton>
        </Flex>
      </ConfigProvider>
    </section>
  );
}
