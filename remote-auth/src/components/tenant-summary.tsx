import { Flex, Typography } from '@portal/shared/antd';
import type { Tenant } from '@portal/contract';

/** The tenant the workspace belongs to, with its primary domain when it has one. */
export function TenantSummary({ tenant }: { tenant: Tenant }) {
  const { primaryDomain } = tenant.configuration;
  return (
    <Flex vertical style={{ marginBottom: 24 }}>
      <Typography.Text type="secondary">Tenant</Typography.Text>
      <Typography.Text strong>{tenant.name}</Typography.Text>
      {primaryDomain && <Typography.Text type="secondary">{primaryDomain}</Typography.Text>}
    </Flex>
  );
}
