import { Flex, Typography } from '@portal/shared/antd';
import { Drawer } from '@portal/shared/antd-nav';
import type { AuditEntity, GeneratedBy } from '@portal/contract';
import { lineageText } from '../../components/lineage-text';
import { AuditHistory } from './audit-history';

interface HistoryDrawerProps {
  /** e.g. 'ICP'. */
  kind: string;
  entity: AuditEntity;
  tenantId: string | null;
  /** The item whose history shows; closed when null. */
  item: { id: string; name: string; generatedBy?: GeneratedBy } | null;
  onClose: () => void;
}

/** A side panel with an item's history: who changed what, and when. */
export function HistoryDrawer({ kind, entity, tenantId, item, onClose }: HistoryDrawerProps) {
  return (
    <Drawer
      open={item !== null}
      onClose={onClose}
      title={item ? `History of ${kind} ${item.name}` : undefined}
      size="min(480px, 100vw)"
      closable={{ 'aria-label': 'Close history' }}
    >
      {item && tenantId && (
        <Flex vertical gap={12}>
          {/* The entry that records the draft is the oldest, maybe pages away: said first. */}
          {item.generatedBy && (
            <Typography.Text strong>{lineageText(item.generatedBy)}</Typography.Text>
          )}
          <AuditHistory subject={{ tenantId, entity, entityId: item.id }} />
        </Flex>
      )}
    </Drawer>
  );
}
