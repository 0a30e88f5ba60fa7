import { Flex, Form, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-nav';
import { useWorkspaces } from '@portal/shared/data';
import type { ScopeProps } from '../workspace-scope/scope';
import { TenantSwitcher } from './tenant-switcher';
import { WorkspaceSwitcher } from './workspace-switcher';

/** The tenant and workspace switchers at the top of the dashboard, with the workspace's description. */
export function ScopeBar({ scope }: ScopeProps) {
  const { workspaces } = useWorkspaces(scope.tenantId);
  const description = workspaces.find(({ id }) => id === scope.workspaceId)?.description;
  return (
    <Card size="small">
      <Form layout="vertical" component={false}>
        <Flex wrap gap={16} align="flex-end">
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
        </Flex>
      </Form>
    </Card>
  );
}
