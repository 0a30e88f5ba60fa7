import { useId, useState, type FormEvent } from 'react';
import { Button, Flex, Typography } from '@portal/shared/antd';
import { useTenants } from '@portal/shared/data';
import type { Prompt } from '@portal/contract';
import { ChoiceSelect } from '../../components/choice-select';
import { TenantChoice } from './tenant-choice';

interface PinFormProps {
  /** The instruction's versions, newest first. */
  versions: Prompt[];
  busy: boolean;
  onPin: (tenantId: string, version: string) => void;
}

const versionChoice = (prompt: Prompt) => ({
  id: prompt.version,
  name: `V${prompt.version}${prompt.isActive ? ' (active)' : ''}`,
});

/** An admin pins a tenant to one version: the tenant keeps it whatever becomes active. */
export function PinForm({ versions, busy, onPin }: PinFormProps) {
  const headingId = useId();
  const tenantList = useTenants();
  const [tenantId, setTenantId] = useState<string | null>(null);
  const [version, setVersion] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tenantId && version) onPin(tenantId, version);
  };

  return (
    <form aria-labelledby={headingId} onSubmit={submit}>
      <Flex vertical gap={8}>
        <Typography.Title level={5} id={headingId} style={{ margin: 0 }}>
          Pin a tenant to a version
        </Typography.Title>
        <Flex wrap gap={12} align="flex-end">
          <TenantChoice value={tenantId} tenantList={tenantList} onChange={setTenantId} />
          <ChoiceSelect
            label="Version"
            placeholder="Choose a version"
            value={version}
            options={versions.map(versionChoice)}
            onChange={setVersion}
          />
          <Button type="primary" htmlType="submit" disabled={!tenantId || !version || busy}>
            {busy ? 'Pinning...' : 'Pin'}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
