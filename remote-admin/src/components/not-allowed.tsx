import { Typography } from '@portal/shared/antd';
import { Result } from '@portal/shared/antd-nav';
import { Link } from '@portal/shared/router';
import { NOT_ALLOWED } from '../messages';

/** What anyone but an admin sees at the area's URL: the API refuses them too (403). */
export function NotAllowed() {
  return (
    <Result
      status="403"
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
          {NOT_ALLOWED.title}
        </Typography.Title>
      }
      subTitle={NOT_ALLOWED.text}
      extra={<Link to="/dashboard">Back to Onboarding Artifacts</Link>}
    />
  );
}
