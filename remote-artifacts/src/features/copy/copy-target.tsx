import { useId, useMemo, useState } from 'react';
import { Flex } from '@portal/shared/antd';
import { Select } from '@portal/shared/antd-nav';
import { useTenants, useWorkspaces } from '@portal/shared/data';
import { SwitcherField } from '../../components/switcher-field';
import { SwitcherLoadError } from '../../components/switcher-load-error';
import { switcherOptions } from '../../components/switcher-options';
import type { WorkspaceScope } from '../../workspace-scope/scope';

interface CopyTargetProps {
  from: WorkspaceScope;
  target: WorkspaceScope | null;
  disabled: boolean;
  onChange: (target: WorkspaceScope | null) => void;
}

/**
 * Where to copy: a tenant the user reaches (the source's at first), then one of its workspaces
 * other than the source. The lists are the switchers', loaded once per sign-in.
 */
export function CopyTarget({ from, target, disabled, onChange }: CopyTargetProps) {
  const [tenantId, setTenantId] = useState(from.tenantId);
  const tenants = useTenants();
  const workspaces = useWorkspaces(tenantId);
  const tenantField = useId();
  const workspaceField = useId();
  const tenantOptions = useMemo(() => switcherOptions(tenants.tenants), [tenants.tenants]);
  const workspaceOptions = useMemo(
    () => switcherOptions(workspaces.workspaces.filter(({ id }) => id !== from.workspaceId)),
    [workspaces.workspaces, from.workspaceId],
  );
  const noOther = workspaces.status === 'ready' && workspaceOptions.length === 0;

  return (
    <Flex wrap gap={12}>
      <SwitcherField
        id={tenantField}
        label="Tenant"
        problem={
          tenants.status === 'error' && (
            <SwitcherLoadError
              title="Error loading tenants"
              message={tenants.error}
              onRetry={tenants.retry}
            />
          )
        }
      >
        <Select
          id={tenantField}
          disabled={disabled}
          loading={tenants.status === 'loading'}
          options={tenantOptions}
          value={tenants.tenants.some(({ id }) => id === tenantId) ? tenantId : undefined}
          onChange={(id: string) => {
            setTenantId(id);
            onChange(null);
          }}
        />
      </SwitcherField>
      <SwitcherField
        id={workspaceField}
        label="Workspace"
        problem={
          workspaces.status === 'error' && (
            <SwitcherLoadError
              title="Error loading workspaces"
              message={workspaces.error}
              onRetry={workspaces.retry}
            />
          )
        }
      >
        <Select
          id={workspaceField}
          disabled={disabled}
          loading={workspaces.status === 'loading'}
          placeholder={noOther ? 'No other workspace in this tenant' : 'Select a workspace'}
          options={workspaceOptions}
          value={target?.workspaceId}
          onChange={(workspaceId: string) => onChange({ tenantId, workspaceId })}
        />
      </SwitcherField>
    </Flex>
  );
}
