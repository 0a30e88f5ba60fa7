import { Typography } from 'antd';

/** The 'USP' tab. Its USP list and form arrive with a later issue. */
export function UspTab() {
  return (
    <Typography.Title level={3} style={{ marginTop: 0, fontSize: 20 }}>
      USP Dashboard — Manage your Unique Selling Propositions
    </Typography.Title>
  );
}
