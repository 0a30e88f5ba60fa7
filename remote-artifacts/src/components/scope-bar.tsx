import { Flex, Form, Typography } from '@portal/shared/antd';
import { Card } from '@portal/shared/antd-nav';
import { useSelectedWorkspace } from '@portal/shared/data';
import { TenantSwitcher } from './tenant-switcher';
import { WorkspaceSwitcher } from './workspace-switcher';

/** The tenant and workspace switchers at the top of the dashboard, with the workspace's description. */
export function ScopeBar() {
  const description = useSelectedWorkspace()?.description;
  return (
    <Card size="small">
      <Form layout="vertical" component={false}>
        <Flex wrap gap={16} align="flex-end">
          <TenantSwitcher />
          <WorkspaceSwitcher />
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
