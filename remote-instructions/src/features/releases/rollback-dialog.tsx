import { useId, useState } from 'react';
import { Modal, Radio } from 'antd';
import { Flex, Typography } from '@portal/shared/antd';
import { Alert, Select } from '@portal/shared/antd-nav';
import type { ReleaseEvent } from '@portal/contract';
import { RELEASE_LIMITS } from '@portal/contract/limits';
import { useRollback } from './use-release-actions';
import { eventTitle } from './release-text';
import { TextField, written } from './text-field';

interface RollbackDialogProps {
  event: ReleaseEvent;
  /** The tenants on this release now that the user reaches (the others can go back with all). */
  tenantsOnIt: { id: string; name: string }[];
  /** The rollback's events, once made. */
  onDone: (events: ReleaseEvent[]) => void;
  /** Once the dialog has closed (focus is back on its button). */
  onClosed: () => void;
}

/**
 * 'Roll back' (issue 35 §4): every tenant on the release, or the ones chosen, go back at once
 * to the release they had before it; a reason is required and kept on the rollback.
 */
export default function RollbackDialog({
  event,
  tenantsOnIt,
  onDone,
  onClosed,
}: RollbackDialogProps) {
  const tenantsId = useId();
  const [open, setOpen] = useState(true);
  const [who, setWho] = useState<'all' | 'chosen'>('all');
  const [chosen, setChosen] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<{ tenants: boolean; reason: boolean } | null>(null);
  const rollback = useRollback();

  const submit = async () => {
    const lacking = { tenants: who === 'chosen' && chosen.length === 0, reason: !written(reason) };
    setMissing(lacking);
    if (lacking.tenants || lacking.reason) return;
    const events = await rollback.run({
      releaseId: event.id,
      tenantIds: who === 'chosen' ? chosen : undefined,
      reason: reason.trim(),
    });
    if (!events) return;
    onDone(events);
    setOpen(false);
  };

  return (
    <Modal
      open={open}
      title={`Roll back: ${eventTitle(event)}`}
      okText={rollback.busy ? 'Rolling back...' : 'Roll back'}
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      confirmLoading={rollback.busy}
      onOk={() => void submit()}
      onCancel={() => setOpen(false)}
      afterClose={onClosed}
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>
          The tenants go back, at once, to the release they had before this one.
        </Typography.Paragraph>
        <Radio.Group
          aria-label="Tenants to roll back"
          value={who}
          disabled={rollback.busy}
          onChange={(change) => setWho(change.target.value as 'all' | 'chosen')}
          options={[
            { value: 'all', label: 'Every tenant on this release' },
            { value: 'chosen', label: 'Chosen tenants', disabled: tenantsOnIt.length === 0 },
          ]}
        />
        {who === 'chosen' && (
          <Flex vertical gap={4}>
            <Typography.Text strong>
              <label htmlFor={tenantsId}>Tenants</label>
            </Typography.Text>
            <Select<string[]>
              id={tenantsId}
              mode="multiple"
              placeholder="Choose tenants"
              value={chosen}
              options={tenantsOnIt.map((tenant) => ({ value: tenant.id, label: tenant.name }))}
              disabled={rollback.busy}
              aria-invalid={missing?.tenants || undefined}
              onChange={setChosen}
            />
            {missing?.tenants && (
              <Typography.Text type="danger">
                Choose the tenants to roll back first.
              </Typography.Text>
            )}
          </Flex>
        )}
        <TextField
          label="Reason"
          hint="Kept on the rollback and in the audit trail."
          value={reason}
          onChange={setReason}
          maxLength={RELEASE_LIMITS.reason}
          required
          disabled={rollback.busy}
          error={missing?.reason ? 'Write why it is rolled back.' : null}
        />
        {rollback.failure && <Alert type="error" showIcon title={rollback.failure} />}
      </Flex>
    </Modal>
  );
}
