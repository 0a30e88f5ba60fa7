import { Drawer } from '@portal/shared/antd-nav';
import type { AuditEntity } from '@portal/contract';
import { AuditHistory } from './audit-history';

interface HistoryDrawerProps {
  /** e.g. 'ICP'. */
  kind: string;
  entity: AuditEntity;
  tenantId: string | null;
  /** The item whose history shows; closed when null. */
  item: { id: string; name: string } | null;
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
      {item && tenantId && <AuditHistory subject={{ tenantId, entity, entityId: item.id }} />}
    </Drawer>
  );
}
