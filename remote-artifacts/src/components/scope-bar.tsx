import type { ReactNode } from 'react';
import { Flex, Form, Typography } from '@portal/shared/antd';
import { Card, Select } from '@portal/shared/antd-nav';
import { useWorkspaces } from '@portal/shared/data';
import type { ScopeProps } from '../workspace-scope/scope';
import { SwitcherField } from './switcher-field';
import { TENANT_FIELD, TenantSwitcher } from './tenant-switcher';
import { WORKSPACE_FIELD, WorkspaceSwitcher } from './workspace-switcher';

function ScopeBarFrame({ children }: { children: ReactNode }) {
  return (
    <Card size="small">
      <Form layout="vertical" component={false}>
        <Flex wrap gap={16} align="flex-end">
          {children}
        </Flex>
      </Form>
    </Card>
  );
}

/** The tenant and workspace switchers at the top of the dashboard, with the workspace's description. */
export function ScopeBar({ scope }: ScopeProps) {
  const { workspaces } = useWorkspaces(scope.tenantId);
  const description = workspaces.find(({ id }) => id === scope.workspaceId)?.description;
  return (
    <ScopeBarFrame>
      <TenantSwitcher tenantId={scope.tenantId} />
      <WorkspaceSwitcher scope={scope} />
      {description && (
        <Typography.Paragraph
          type="secondary"
          style={{ flex: '2 1 240px', margin: 0, paddingBottom: 5 }}
        >
          {description}
        </Typography.Paragraph>
      )}
    </ScopeBarFrame>
  );
}

/** The scope bar while the user's lists load, before anything can be chosen. */
export function ScopeBarLoading() {
  return (
    <ScopeBarFrame>
      {[TENANT_FIELD, WORKSPACE_FIELD].map(({ id, label, loading }) => (
        <SwitcherField key={id} id={id} label={label}>
          <Select id={id} loading disabled placeholder={loading} />
        </SwitcherField>
      ))}
    </ScopeBarFrame>
  );
}
