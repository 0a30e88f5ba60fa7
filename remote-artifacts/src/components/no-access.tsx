import { Button, Typography } from '@portal/shared/antd';
import { Result } from '@portal/shared/antd-nav';
import { useNavigate } from '@portal/shared/router';

/**
 * A link to a tenant or workspace the user cannot reach, or that does not exist: both read
 * the same, so a link never tells whether an id exists elsewhere.
 */
export function NoAccess() {
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
          You do not have access to this workspace
        </Typography.Title>
      }
      subTitle="The link names a tenant or workspace that is not among yours."
      extra={
        <Button type="primary" onClick={() => navigate('/auth/tenant-selection')}>
          Back to tenant selection
        </Button>
      }
    />
  );
}
