import { useId, useState } from 'react';
import { Radio } from 'antd';
import { Button, Flex, Typography } from '@portal/shared/antd';
import { Alert, Select } from '@portal/shared/antd-nav';
import { useTenants } from '@portal/shared/data';
import type { ReleaseRequestDetail } from '@portal/contract';
import { RELEASE_LIMITS } from '@portal/contract/limits';
import type { useRelease } from './use-release-actions';
import { gateBlocks, GATE_LABELS } from './release-text';
import { ReleaseSection } from './release-section';
import { TextField, written } from './text-field';

interface ReleaseFormProps {
  request: ReleaseRequestDetail;
  release: ReturnType<typeof useRelease>;
}

const GATE_REFUSALS = ['TESTS_FAILING', 'TESTS_NOT_RUN'];

/**
 * Releases the approved version to every tenant, or first to chosen ones (the rest keep what
 * they have until a later release). Past a gate that is not green, or one the API found red
 * meanwhile, only with a written reason, kept on the release.
 */
export function ReleaseForm({ request, release }: ReleaseFormProps) {
  const tenantsId = useId();
  const { tenants } = useTenants();
  const [to, setTo] = useState<'every' | 'chosen'>('every');
  const [chosen, setChosen] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<{ tenants: boolean; reason: boolean } | null>(null);
  const needsReason = gateBlocks(request.gate) || GATE_REFUSALS.includes(release.failureCode ?? '');
  const has = new Set(request.rollout.releasedTo.tenants.map((tenant) => tenant.id));
  const options = tenants
    .filter((tenant) => !has.has(tenant.id))
    .map((tenant) => ({ value: tenant.id, label: tenant.name }));

  const submit = async () => {
    const lacking = {
      tenants: to === 'chosen' && chosen.length === 0,
      reason: needsReason && !written(reason),
    };
    setMissing(lacking);
    if (lacking.tenants || lacking.reason) return;
    const released = await release.run({
      tenantIds: to === 'chosen' ? chosen : undefined,
      reason: needsReason ? reason.trim() : undefined,
    });
    if (released) {
      setChosen([]);
      setReason('');
    }
  };

  return (
    <ReleaseSection title="Release">
      <Typography.Text type="secondary">
        Release this version to every tenant, or first to the tenants you choose: the others keep
        what they have until a later release.
      </Typography.Text>
      <Radio.Group
        aria-label="Release to"
        value={to}
        disabled={release.busy}
        onChange={(event) => setTo(event.target.value as 'every' | 'chosen')}
        options={[
          { value: 'every', label: 'Every tenant' },
          { value: 'chosen', label: 'Chosen tenants first' },
        ]}
      />
      {to === 'chosen' && (
        <Flex vertical gap={4} style={{ maxWidth: 480 }}>
          <Typography.Text strong>
            <label htmlFor={tenantsId}>Tenants</label>
          </Typography.Text>
          <Select<string[]>
            id={tenantsId}
            mode="multiple"
            placeholder="Choose tenants"
            value={chosen}
            options={options}
            disabled={release.busy}
            aria-invalid={missing?.tenants || undefined}
            onChange={setChosen}
          />
          {missing?.tenants && (
            <Typography.Text type="danger">Choose the tenants to release to first.</Typography.Text>
          )}
        </Flex>
      )}
      {needsReason && (
        <TextField
          label="Reason to release past the test gate"
          hint={`The test gate is ${GATE_LABELS[request.gate.status].toLowerCase()}. The reason is kept on the release and in the audit trail.`}
          value={reason}
          onChange={setReason}
          maxLength={RELEASE_LIMITS.reason}
          required
          disabled={release.busy}
          error={missing?.reason ? 'Write why this version may be released anyway.' : null}
        />
      )}
      {release.failure && <Alert type="error" showIcon title={release.failure} />}
      <Flex>
        <Button type="primary" disabled={release.busy} onClick={() => void submit()}>
          {release.busy ? 'Releasing...' : 'Release'}
        </Button>
      </Flex>
    </ReleaseSection>
  );
}
