import { Empty, Typography } from '@portal/shared/antd';

/** An empty list: what is missing and what to do about it. */
export function ListEmpty({ title, text }: { title: string; text: string }) {
  return (
    <Empty
      style={{ padding: '40px 16px' }}
      description={
        <>
          <Typography.Title level={4} style={{ margin: '0 0 4px', fontSize: 16 }}>
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">{text}</Typography.Text>
        </>
      }
    />
  );
}
