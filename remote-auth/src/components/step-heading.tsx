import { Typography } from '@portal/shared/antd';

/** Title and subtitle at the top of an auth card. */
export function StepHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div style={{ marginBottom: 24, textAlign: 'center' }}>
      <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 4, fontSize: 22 }}>
        {title}
      </Typography.Title>
      {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
    </div>
  );
}
