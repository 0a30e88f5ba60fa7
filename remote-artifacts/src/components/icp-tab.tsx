import { Typography } from 'antd';

/** The 'ICP Dashboard' tab. Its ICP list and form arrive with a later issue. */
export function IcpTab() {
  return (
    <Typography.Title level={3} style={{ marginTop: 0, fontSize: 20 }}>
      ICP Dashboard
    </Typography.Title>
  );
}
